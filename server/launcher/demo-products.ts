import type { Queryable } from '../db/db';

/** Where the demo products live on the portal's own origin (the seeded catalogue points here). */
export const DEMO_PATH = '/__demo';

/**
 * The name of the catalogue product that is a demo product at this referrer, or null. Only a
 * product whose url is exactly its demo path counts: the demo pages never redeem a token for a
 * product that lives somewhere else.
 */
export async function demoProductName(db: Queryable, referrer: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>('select name from products where referrer = $1 and url = $2', [
    referrer,
    `${DEMO_PATH}/${referrer}`,
  ]);
  return row?.name ?? null;
}
