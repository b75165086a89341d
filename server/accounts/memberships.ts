import type { TenancyName, UserOption } from '../../src/api/contract';
import type { Queryable } from '../db/db';

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

/** The account's members (or only those of one tenancy) as options to choose from, by name. */
async function memberOptions(db: Queryable, accountId: number, tenancy: Tenancy | null): Promise<UserOption[]> {
  return db.query<UserOption>(
    `select u.id, u.first_name, u.last_name
     from user_accounts ua join users u on u.id = ua.user_id
     where ua.account_id = $1 and ($2::text is null or ua.tenancy = $2::text)
     order by lower(u.first_name), lower(u.last_name), u.id`,
    [accountId, tenancy],
  );
}

/** Spec 2 "Change Primary Contact modal": the administrators to choose from. */
export const listAdministrators = (db: Queryable, accountId: number): Promise<UserOption[]> =>
  memberOptions(db, accountId, 'ADMINISTRATOR');

/** GET user/all: every member, for the subscribe screen's 'Exclude Users'. */
export const listMembers = (db: Queryable, accountId: number): Promise<UserOption[]> => memberOptions(db, accountId, null);

/** Which of `emails` (normalised) belong to members of the account. */
export async function memberEmailsAmong(db: Queryable, accountId: number, emails: string[]): Promise<Set<string>> {
  const rows = await db.query<{ email: string }>(
    `select u.email from user_accounts ua join users u on u.id = ua.user_id
     where ua.account_id = $1 and u.email = any($2::text[])`,
    [accountId, emails],
  );
  return new Set(rows.map((row) => row.email));
}

/** Which of `userIds` are members of the account. */
export async function memberIdsAmong(db: Queryable, accountId: number, userIds: number[]): Promise<Set<number>> {
  const rows = await db.query<{ user_id: number }>(
    'select user_id from user_accounts where account_id = $1 and user_id = any($2::int[])',
    [accountId, userIds],
  );
  return new Set(rows.map((row) => row.user_id));
}

/** The administrators who can act: one suspended by directory sync does not keep the account administered. */
export async function countAdministrators(db: Queryable, accountId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from user_accounts where account_id = $1 and tenancy = 'ADMINISTRATOR' and suspended_at is null`,
    [accountId],
  );
  return rows[0].n;
}

/** Ends the membership; its blocked apps go with it (foreign key). */
export async function removeMembership(db: Queryable, userId: number, accountId: number): Promise<void> {
  await db.query('delete from user_accounts where user_id = $1 and account_id = $2', [userId, accountId]);
}

/**
 * When the primary contact `leavingUserId` leaves the account, the earliest remaining administrator
 * (by membership) takes over; with no administrator left the account has no primary contact.
 */
export async function handOverPrimaryContact(db: Queryable, accountId: number, leavingUserId: number, now: Date): Promise<void> {
  await db.query(
    `update accounts set updated_at = $3, primary_contact_user_id = (
       select user_id from user_accounts
       where account_id = $1 and tenancy = 'ADMINISTRATOR' and user_id <> $2
       order by created_at, user_id limit 1
     )
     where id = $1 and primary_contact_user_id = $2`,
    [accountId, leavingUserId, now],
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
