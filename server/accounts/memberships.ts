import type { UserOption } from '../../src/api/contract';
import type { Queryable } from '../db/db';

import type { TenancyName } from '../../src/api/contract';

/** The contract's tenancy: what the portal's menus and the server's checks agree on. */
export type Tenancy = TenancyName;

/** The user's tenancy in the account, or null when the user is not (or no longer) a member. */
export async function findTenancy(db: Queryable, userId: number, accountId: number): Promise<Tenancy | null> {
  const rows = await db.query<{ tenancy: Tenancy }>(
    'select tenancy from user_accounts where user_id = $1 and account_id = $2',
    [userId, accountId],
  );
  return rows[0]?.tenancy ?? null;
}

type NewMembership = { userId: number; accountId: number; tenancy: Tenancy; now: Date };

export async function addMembership(db: Queryable, membership: NewMembership): Promise<void> {
  await db.query('insert into user_accounts (user_id, account_id, tenancy, created_at) values ($1, $2, $3, $4)', [
    membership.userId,
    membership.accountId,
    membership.tenancy,
    membership.now,
  ]);
}

/** Adds the membership, or changes its tenancy when the user is a member already. */
export async function upsertMembership(db: Queryable, membership: NewMembership): Promise<void> {
  await db.query(
    `insert into user_accounts (user_id, account_id, tenancy, created_at) values ($1, $2, $3, $4)
     on conflict (user_id, account_id) do update set tenancy = excluded.tenancy`,
    [membership.userId, membership.accountId, membership.tenancy, membership.now],
  );
}

/** Spec 2 "Change Primary Contact modal": the administrators to choose from, by name. */
export async function listAdministrators(db: Queryable, accountId: number): Promise<UserOption[]> {
  return db.query<UserOption>(
    `select u.id, u.first_name, u.last_name
     from user_accounts ua join users u on u.id = ua.user_id
     where ua.account_id = $1 and ua.tenancy = 'ADMINISTRATOR'
     order by lower(u.first_name), lower(u.last_name), u.id`,
    [accountId],
  );
}

/**
 * Makes the user the account's primary contact if, at that moment, they administer it (checked in
 * the same statement, so a concurrent demotion cannot slip in between). False when they do not.
 */
export async function setPrimaryContact(db: Queryable, accountId: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update accounts set primary_contact_user_id = $2, updated_at = $3
     where id = $1 and exists (
       select 1 from user_accounts where account_id = $1 and user_id = $2 and tenancy = 'ADMINISTRATOR'
     )
     returning id`,
    [accountId, userId, now],
  );
  return rows.length > 0;
}
