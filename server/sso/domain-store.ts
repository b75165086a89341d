import { randomBytes } from 'node:crypto';
import { domainRecordName, domainRecordValue, type SsoDomain } from '../../src/api/contract';
import type { Queryable } from '../db/db';

export type DomainRow = { id: number; account_id: number; domain: string; token: string; verified_at: Date | null; lost_at: Date | null };

const COLUMNS = 'id, account_id, domain, token, verified_at, lost_at';

/** 128 random bits as 32 hex characters: the value of the TXT record, unguessable by another account. */
export const newDomainToken = (): string => randomBytes(16).toString('hex');

export const toSsoDomain = (row: DomainRow): SsoDomain => ({
  id: row.id,
  domain: row.domain,
  verified: row.verified_at !== null,
  verified_at: row.verified_at?.toISOString() ?? null,
  verification_lost_at: row.verified_at === null ? (row.lost_at?.toISOString() ?? null) : null,
  record_name: domainRecordName(row.domain),
  record_value: domainRecordValue(row.token),
});

export async function listDomains(db: Queryable, accountId: number): Promise<DomainRow[]> {
  return db.query<DomainRow>(`select ${COLUMNS} from sso_domains where account_id = $1 order by id`, [accountId]);
}

/** The account's domain of that id, or null: another account's id is as unknown as one nobody has. */
export async function findDomain(db: Queryable, accountId: number, id: number): Promise<DomainRow | null> {
  const [row] = await db.query<DomainRow>(`select ${COLUMNS} from sso_domains where account_id = $1 and id = $2`, [accountId, id]);
  return row ?? null;
}

/**
 * Whether another account holds the domain verified ('same'), or a domain it is under
 * ('parent': sub.corp.example when another account verified corp.example); null when neither.
 */
export async function verifiedElsewhere(db: Queryable, accountId: number, domain: string): Promise<'same' | 'parent' | null> {
  const [row] = await db.query<{ domain: string }>(
    `select domain from sso_domains
     where verified_at is not null and account_id <> $2 and (domain = $1 or right($1, length(domain) + 1) = '.' || domain)
     order by domain = $1 desc limit 1`,
    [domain, accountId],
  );
  if (!row) return null;
  return row.domain === domain ? 'same' : 'parent';
}

/** The new row, or null when the account already has the domain. */
export async function insertDomain(tx: Queryable, accountId: number, domain: string, now: Date): Promise<DomainRow | null> {
  const [row] = await tx.query<DomainRow>(
    `insert into sso_domains (account_id, domain, token, created_at) values ($1, $2, $3, $4)
     on conflict on constraint sso_domains_once_per_account do nothing returning ${COLUMNS}`,
    [accountId, domain, newDomainToken(), now],
  );
  return row ?? null;
}

/**
 * Marks the domain verified, with a fresh start for the daily re-check (a lost verification is
 * proven again); null when it is gone or verified already. Throws a unique violation
 * when another account holds it verified (sso_domains_verified_once), even one that verified it a
 * moment ago.
 */
export async function markVerified(tx: Queryable, accountId: number, id: number, now: Date): Promise<DomainRow | null> {
  const [row] = await tx.query<DomainRow>(
    `update sso_domains set verified_at = $3, checked_at = null, check_failed_at = null, lost_at = null
     where account_id = $1 and id = $2 and verified_at is null returning ${COLUMNS}`,
    [accountId, id, now],
  );
  return row ?? null;
}

/** The removed row, or null when the account has no domain of that id. */
export async function deleteDomain(tx: Queryable, accountId: number, id: number): Promise<DomainRow | null> {
  const [row] = await tx.query<DomainRow>(`delete from sso_domains where account_id = $1 and id = $2 returning ${COLUMNS}`, [accountId, id]);
  return row ?? null;
}
