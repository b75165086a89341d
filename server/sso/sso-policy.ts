import { domainToASCII } from 'node:url';
import { ssoPolicyMessages, type SsoPolicy } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { forbidden } from '../http/errors';

/** The domain of an address as sso_domains stores it (lower-case ASCII), or null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 0) return null;
  const domain = domainToASCII(email.slice(at + 1).trim().toLowerCase().replace(/\.$/, ''));
  return domain || null;
}

/**
 * Whether the person at `email` must sign in through an identity provider: the address's domain, or
 * a domain it is under (sub.corp.example under corp.example), is verified by an account that requires single sign-on and still has a connection whose last test
 * succeeded (saved again it is untested, and then the policy locks nobody out), and the person is
 * not an administrator of that account (administrators keep their password for when the provider
 * is down). Decided by the address, so it answers alike for a person who has no profile yet. This is
 * the check of a sign-in by address; once signed in, each account applies its policy to its own
 * members whatever their address is now (auth/session-access.ts).
 */
export async function ssoRequiredFor(db: Queryable, email: string): Promise<boolean> {
  const domain = emailDomain(email);
  if (domain === null) return false;
  const [row] = await db.query<{ required: boolean }>(
    `select exists (
       select 1 from sso_domains d
       join accounts a on a.id = d.account_id and a.require_sso
       join sso_connections c on c.account_id = d.account_id and c.tested_at is not null
       where ($1 = d.domain or right($1, length(d.domain) + 1) = '.' || d.domain) and d.verified_at is not null
         and not exists (
           select 1 from user_accounts ua join users u on u.id = ua.user_id
           where ua.account_id = d.account_id and ua.tenancy = 'ADMINISTRATOR' and u.email = $2)
     ) as required`,
    [domain, email.trim().toLowerCase()],
  );
  return row?.required === true;
}

/**
 * Refuses a way to a session other than the provider for a person the policy covers. Called once
 * the password or other proof has been checked, so the refusal tells nothing to someone without it.
 */
export async function refuseIfSsoRequired(db: Queryable, email: string): Promise<void> {
  if (await ssoRequiredFor(db, email)) throw forbidden(ssoPolicyMessages.refusal);
}

/** refuseIfSsoRequired for a person known by id (a flow token or a passkey names them); nobody for an id that is gone. */
export async function refuseIfSsoRequiredForUser(db: Queryable, userId: number): Promise<void> {
  const [row] = await db.query<{ email: string }>('select email from users where id = $1', [userId]);
  if (row) await refuseIfSsoRequired(db, row.email);
}

/** Whether the account could require single sign-on now: a verified domain and a tested connection. */
async function prerequisitesMet(db: Queryable, accountId: number): Promise<boolean> {
  const [row] = await db.query<{ met: boolean }>(
    `select exists (select 1 from sso_domains where account_id = $1 and verified_at is not null)
        and exists (select 1 from sso_connections where account_id = $1 and tested_at is not null) as met`,
    [accountId],
  );
  return row?.met === true;
}

/** The account's policy as administrators read it; null when the account is gone. */
export async function readSsoPolicy(db: Queryable, accountId: number): Promise<SsoPolicy | null> {
  const [row] = await db.query<{ require_sso: boolean }>('select require_sso from accounts where id = $1', [accountId]);
  if (!row) return null;
  const met = await prerequisitesMet(db, accountId);
  return { require_sso: row.require_sso, prerequisites_met: met, in_force: row.require_sso && met };
}

/**
 * Sets the policy under the account's row lock; 'unmet' when switching it on before the account
 * could sign anyone in through its provider. Answers whether it changed, for the activity log.
 */
export async function setSsoPolicy(
  tx: Queryable, accountId: number, required: boolean, now: Date,
): Promise<'gone' | 'unmet' | { changed: boolean }> {
  const [locked] = await tx.query<{ require_sso: boolean }>(
    'select require_sso from accounts where id = $1 for no key update', [accountId],
  );
  if (!locked) return 'gone';
  if (required && !(await prerequisitesMet(tx, accountId))) return 'unmet';
  if (locked.require_sso === required) return { changed: false };
  await tx.query('update accounts set require_sso = $2, updated_at = $3 where id = $1', [accountId, required, now]);
  return { changed: true };
}
