import { INVITATION_STATUS } from '../../src/api/contract';
import { sha256 } from '../../server/auth/random';
import { grantableProducts } from '../../server/catalogue/grantable-products';
import type { Db } from '../../server/db/db';

/**
 * The account's thousands of members, written straight into the database: through the API it
 * would take 5,000 argon2 hashes and more invitations than an account may send in ten days (500
 * a day). The rows are what members who came by invitation leave behind: a verified user with a
 * real argon2 hash of the bench password, a membership (1 in 50 an administrator), the accepted
 * invitation it came from (sent some time in the last six months), apps blocked for some members,
 * and, for those the sign-in load uses, the browser they verified before (a trusted device).
 */
const FIRST = [
  'Olivia', 'Amelia', 'Isla', 'Ava', 'Mia', 'Ivy', 'Lily', 'Isabella', 'Rosie', 'Sophia', 'Grace', 'Freya', 'Willow', 'Florence',
  'Emily', 'Ella', 'Poppy', 'Evie', 'Elsie', 'Charlotte', 'Noah', 'Oliver', 'George', 'Arthur', 'Muhammad', 'Leo', 'Harry',
  'Oscar', 'Archie', 'Henry', 'Theodore', 'Freddie', 'Jack', 'Charlie', 'Theo', 'Alfie', 'Jacob', 'Thomas', 'Finley', 'Lucas',
];
const LAST = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson', 'Wright', 'Thompson',
  'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Thomas', 'Clarke', 'Jackson', 'Wood', 'Harris', 'Edwards', 'Turner',
  'Martin', 'Cooper', 'Hill', 'Ward', 'Hughes', 'Moore', 'Clark', 'King', 'Harrison', 'Lewis', 'Baker', 'Lee', 'Allen', 'Morris', 'Khan',
];

const DAY_MS = 86_400_000;
const INVITATION_VALID_MS = 7 * DAY_MS;

export type SignInUser = { email: string; deviceId: string };

export function memberName(index: number): { first: string; last: string; email: string } {
  const first = FIRST[index % FIRST.length];
  const last = LAST[Math.floor(index / FIRST.length) % LAST.length];
  return { first, last, email: `${first}.${last}.${index}@example.com`.toLowerCase() };
}

/**
 * Adds `count` members to `accountId`, invited by `ownerId`; the first `trusted` of them trust a
 * device (returned, for signing in). One transaction, a statement per table, arrays unnested.
 */
export async function addMembers(
  db: Db, options: { accountId: number; ownerId: number; count: number; trusted: number; passwordHash: string; now: Date },
): Promise<SignInUser[]> {
  const { accountId, ownerId, count, passwordHash, now } = options;
  const products = (await grantableProducts(db, accountId)).map((product) => product.id);
  const people = Array.from({ length: count }, (_, index) => {
    const { first, last, email } = memberName(index);
    const invitedAt = new Date(now.getTime() - (1 + (index % 180)) * DAY_MS);
    // Some members may not use every app: one in four not the last, one in seven not the second.
    const blocked = products.filter((_id, position) =>
      (position === products.length - 1 && index % 4 === 1) || (position === 1 && index % 7 === 3));
    return { first, last, email, invitedAt, blocked, tenancy: index % 50 === 0 ? 'ADMINISTRATOR' : 'STANDARD' };
  });
  const column = <T>(pick: (person: (typeof people)[number]) => T) => people.map(pick);
  const iso = (date: Date) => date.toISOString();

  return db.transaction(async (tx) => {
    const users = await tx.query<{ id: number; email: string }>(
      `insert into users (first_name, last_name, email, password_hash, is_email_verified, created_at, updated_at)
       select m.first, m.last, m.email, $4, 1, m.at, m.at
       from unnest($1::text[], $2::text[], $3::text[], $5::timestamptz[]) as m(first, last, email, at)
       returning id, email`,
      [column((p) => p.first), column((p) => p.last), column((p) => p.email), passwordHash, column((p) => iso(p.invitedAt))],
    );
    const idOf = new Map(users.map((user) => [user.email, user.id]));
    const ids = column((p) => idOf.get(p.email) as number);

    await tx.query(
      `insert into user_accounts (user_id, account_id, tenancy, created_at)
       select m.user_id, $2, m.tenancy, m.at from unnest($1::int[], $3::text[], $4::timestamptz[]) as m(user_id, tenancy, at)`,
      [ids, accountId, column((p) => p.tenancy), column((p) => iso(new Date(p.invitedAt.getTime() + DAY_MS)))],
    );
    await tx.query(
      `insert into invitations (account_id, email, tenancy, blocked_product_ids, status, secret_hash, invited_by_user_id,
                                invited_at, expires_at, created_at, updated_at)
       select $2, m.email, m.tenancy, m.blocked::int[], ${INVITATION_STATUS.ACCEPTED}, null, $3, m.at, m.at + interval '${INVITATION_VALID_MS / 1000} seconds',
              m.at, m.at + interval '1 day'
       from unnest($1::text[], $4::text[], $5::text[], $6::timestamptz[]) as m(email, tenancy, blocked, at)`,
      [column((p) => p.email), accountId, ownerId, column((p) => p.tenancy), column((p) => `{${p.blocked.join(',')}}`), column((p) => iso(p.invitedAt))],
    );
    const blocks = people.flatMap((person, index) => person.blocked.map((productId) => [ids[index], productId] as const));
    await tx.query(
      `insert into membership_blocked_products (account_id, user_id, product_id)
       select $1, m.user_id, m.product_id from unnest($2::int[], $3::int[]) as m(user_id, product_id)`,
      [accountId, blocks.map(([userId]) => userId), blocks.map(([, productId]) => productId)],
    );

    const signIns = people.slice(0, options.trusted).map((person, index) => ({ email: person.email, deviceId: `bench-member-device-${index}` }));
    await tx.query(
      `insert into trusted_devices (user_id, device_hash, created_at)
       select m.user_id, m.device_hash, $3 from unnest($1::int[], $2::text[]) as m(user_id, device_hash)`,
      [ids.slice(0, signIns.length), signIns.map((user) => sha256(user.deviceId)), iso(now)],
    );
    return signIns;
  });
}
