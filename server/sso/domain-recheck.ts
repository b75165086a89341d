import { domainRecordName, domainRecordValue } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { TxtLookup } from './txt-lookup';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A verified domain's record is looked up again once a day, as at 'Verify'. */
export const RECHECK_EVERY_MS = DAY_MS;
/**
 * A record gone this long (since the first check that missed it) makes the domain unverified: long
 * enough for a DNS change gone wrong to be put right, short enough that a domain sold or given up
 * stops signing anyone in within days.
 */
export const LOST_AFTER_MS = 3 * DAY_MS;
/** Domains checked per run: a run stays short; the rest wait for the next run (hourly). */
const PER_RUN = 200;

type Due = { id: number; domain: string; token: string; check_failed_at: Date | null };

export type RecheckReport = { checked: number; missing: number; lost: number };

/**
 * Looks up the TXT record of every verified domain due for its daily check, with the lookup
 * verification uses. A found record clears a remembered failure; the first miss is remembered;
 * a record missing LOST_AFTER_MS after that first miss ends the verification: verified_at is
 * cleared (the domain stops counting for sign-ins, links, directory sync and the policy) and
 * lost_at says why, for the administrator's list. Each write names the state it read, so two
 * instances checking at once write one outcome, and a domain removed or verified again meanwhile
 * is left as it is.
 */
export async function recheckVerifiedDomains(db: Queryable, txtLookup: TxtLookup, now: Date): Promise<RecheckReport> {
  const due = await db.query<Due>(
    `select id, domain, token, check_failed_at from sso_domains
     where verified_at is not null and coalesce(checked_at, verified_at) <= $1
     order by coalesce(checked_at, verified_at) limit ${PER_RUN}`,
    [new Date(now.getTime() - RECHECK_EVERY_MS)],
  );
  const report: RecheckReport = { checked: 0, missing: 0, lost: 0 };
  for (const row of due) {
    const values = await txtLookup(domainRecordName(row.domain));
    report.checked += 1;
    if (values.includes(domainRecordValue(row.token))) {
      await db.query('update sso_domains set checked_at = $2, check_failed_at = null where id = $1 and verified_at is not null', [row.id, now]);
      continue;
    }
    report.missing += 1;
    const firstMiss = row.check_failed_at ?? now;
    const lost = now.getTime() - firstMiss.getTime() >= LOST_AFTER_MS;
    if (lost) report.lost += 1;
    await db.query(
      `update sso_domains set checked_at = $2, check_failed_at = $3,
         verified_at = case when $4 then null else verified_at end, lost_at = case when $4 then $2 else lost_at end
       where id = $1 and verified_at is not null`,
      [row.id, now, firstMiss, lost],
    );
  }
  return report;
}
