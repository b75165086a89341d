import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../server/db/db';

/**
 * `count` members of the account written straight into the database, in one statement per table
 * (users, memberships, the accepted invitations they came by, an app blocked for every third):
 * thousands of rows in the time the API takes for a few. Addresses carry a random tag, so calls
 * sharing a database never collide. Returns the members' user ids and addresses, in order.
 */
export async function seedMemberRows(
  db: Queryable, accountId: number, count: number, options: { blockedProductId?: number; now?: Date } = {},
): Promise<{ id: number; email: string }[]> {
  const tag = randomBytes(4).toString('hex');
  const now = options.now ?? new Date();
  const users = await db.query<{ id: number; email: string }>(
    `insert into users (first_name, last_name, email, password_hash, is_email_verified, created_at, updated_at)
     select 'Seeded', 'Member ' || lpad(n::text, 6, '0'), 'seeded.' || $2 || '.' || n || '@example.com', 'not-for-signing-in', 1, $3, $3
     from generate_series(1, $1::int) as n
     returning id, email`,
    [count, tag, now],
  );
  const ids = users.map((user) => user.id);
  await db.query(
    `insert into user_accounts (user_id, account_id, tenancy, created_at)
     select id, $2, 'STANDARD', $3 from unnest($1::int[]) as id`,
    [ids, accountId, now],
  );
  await db.query(
    `insert into invitations (account_id, email, tenancy, status, invited_at, expires_at, created_at, updated_at)
     select $2, email, 'STANDARD', 2, $3, $3::timestamptz + interval '7 days', $3, $3 from unnest($1::text[]) as email`,
    [users.map((user) => user.email), accountId, now],
  );
  if (options.blockedProductId !== undefined) {
    await db.query(
      `insert into membership_blocked_products (account_id, user_id, product_id)
       select $2, id, $3 from unnest($1::int[]) with ordinality as m(id, n) where n % 3 = 0`,
      [ids, accountId, options.blockedProductId],
    );
  }
  return users;
}
