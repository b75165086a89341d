import { ACTIVITY_RETENTION_DAYS, INVITATION_STATUS } from '../../src/api/contract';
import type { Db, Queryable } from '../db/db';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * One kind of dead row: `where` names the rows of `table` to delete, with $1 the cutoff, `keepMs`
 * before now. Each cutoff leaves a margin past the point where the row stopped working, so a
 * request that read the row a moment ago never finds it gone (and clocks of several instances may
 * differ a little). `optional`: the table may not exist yet (it comes with a later migration, or
 * another branch), and then the rule is skipped.
 */
export type SweepRule = { table: string; where: string; keepMs: number; optional?: boolean };

const { PENDING, REJECTED } = INVITATION_STATUS;

export const SWEEP_RULES: readonly SweepRule[] = [
  // Codes and links work 10 minutes; a missing one answers like an expired one.
  { table: 'challenges', where: 'expires_at < $1', keepMs: DAY_MS },
  // Passkey ceremonies' challenges work 5 minutes; anyone may ask for one, so they must not pile up.
  { table: 'webauthn_challenges', where: 'expires_at < $1', keepMs: DAY_MS, optional: true },
  // Launch tokens work 60 seconds; a missing one is refused like a used one.
  { table: 'launch_tokens', where: 'expires_at < $1', keepMs: DAY_MS },
  // Single sign-ins work 10 minutes from their start; anyone may start one, so they must not pile up.
  { table: 'sso_sign_ins', where: 'expires_at < $1', keepMs: DAY_MS },
  // Signed out or timed out: the token is refused either way. Their launch tokens go with them (cascade).
  { table: 'sessions', where: 'expires_at < $1 or revoked_at < $1', keepMs: DAY_MS },
  // The members table lists a pending invitation past its 7 days as expired, to re-invite or cancel:
  // it stays listed for 30 days more, then the address of someone who never answered is forgotten.
  // A declined one is not listed and its link is dead. Accepted rows carry a member's invitation date
  // and canceled rows are listed (to re-invite with their old rights): those stay.
  {
    table: 'invitations',
    where: `(status = ${PENDING} and expires_at < $1) or (status = ${REJECTED} and updated_at < $1)`,
    keepMs: 30 * DAY_MS,
  },
  // The sandbox provider's portal links work an hour.
  { table: 'sandbox_portal_sessions', where: 'expires_at < $1', keepMs: DAY_MS },
  // The account's activity log keeps 400 days (ACTIVITY_RETENTION_DAYS); the table comes with migration 013.
  { table: 'account_activity', where: 'at < $1', keepMs: ACTIVITY_RETENTION_DAYS * DAY_MS, optional: true },
  // What changed in each members list, for the portal holding an older version (migration 025): a
  // week back; a portal holding a list older than that is sent the whole list again.
  { table: 'member_list_changes', where: 'changed_at < $1', keepMs: 7 * DAY_MS, optional: true },
  // Rate-limit hits count only within their window (at most a day); the table comes with migration 008.
  { table: 'rate_limit_hits', where: 'at < $1', keepMs: DAY_MS, optional: true },
];

/** Deleted rows per table; null when another instance was sweeping and this one stood back. */
export type SweepReport = Record<string, number> | null;

// Any constant works; it only has to be the same for every instance sharing one database.
const SWEEP_LOCK = 727_002;

/**
 * Deletes the dead rows of every rule, in one transaction. Several instances may run it at once:
 * the advisory lock lets one sweep and the others return at once, so two deletes never wait on (or
 * deadlock over) the same rows. It only ever deletes rows no request can use any more.
 */
export async function sweepExpired(db: Db, now: Date, rules: readonly SweepRule[] = SWEEP_RULES): Promise<SweepReport> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>('select pg_try_advisory_xact_lock($1) as got', [SWEEP_LOCK]);
    if (!lock.got) return null;
    const report: Record<string, number> = {};
    for (const rule of rules) {
      if (rule.optional && !(await tableExists(tx, rule.table))) continue;
      const cutoff = new Date(now.getTime() - rule.keepMs);
      const [deleted] = await tx.query<{ n: number }>(
        `with gone as (delete from ${rule.table} where ${rule.where} returning 1) select count(*)::int as n from gone`,
        [cutoff],
      );
      report[rule.table] = (report[rule.table] ?? 0) + deleted.n;
    }
    return report;
  });
}

async function tableExists(db: Queryable, table: string): Promise<boolean> {
  const [row] = await db.query<{ present: boolean }>('select to_regclass($1) is not null as present', [table]);
  return row.present;
}
