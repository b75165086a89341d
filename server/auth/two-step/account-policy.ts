import type { Queryable } from '../../db/db';

/**
 * Sets whether the account requires its members to have a second factor; false when the account
 * is gone. Enforced on every account call (auth/caller.ts), so it takes effect on the next one.
 */
export async function setRequireTwoStep(db: Queryable, accountId: number, required: boolean, now: Date): Promise<boolean> {
  const rows = await db.query('update accounts set require_two_step = $2, updated_at = $3 where id = $1 returning id', [accountId, required, now]);
  return rows.length > 0;
}
