import type { Queryable } from '../db/db';
import { readDomain } from './domain-name';

/** The domain of an address in its stored (ASCII) form, or null when it is no domain an account could verify. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  return readDomain(email.slice(at + 1)).domain;
}

/** The account that verified the address's domain and has a connection to sign it in with, or null. */
export async function signInAccountFor(db: Queryable, email: string): Promise<number | null> {
  const domain = emailDomain(email);
  if (domain === null) return null;
  const [row] = await db.query<{ account_id: number }>(
    `select d.account_id from sso_domains d join sso_connections c on c.account_id = d.account_id
     where d.domain = $1 and d.verified_at is not null`,
    [domain],
  );
  return row?.account_id ?? null;
}

/** Whether the account has verified this domain. */
export async function accountVerified(db: Queryable, accountId: number, domain: string): Promise<boolean> {
  const rows = await db.query(
    'select 1 from sso_domains where account_id = $1 and domain = $2 and verified_at is not null', [accountId, domain],
  );
  return rows.length > 0;
}
