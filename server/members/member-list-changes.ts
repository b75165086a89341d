import { INVITATION_STATUS, type MemberListChanges } from '../../src/api/contract';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { listMembersAndInvitations } from './member-list';
import { parseVersionToken, versionToken } from './member-list-version';

/**
 * Past this many keys changed since the version held, the whole list (kept serialised and
 * compressed, member-list-cache.ts) is the cheaper answer than rows read one key at a time.
 */
export const MAX_CHANGED_KEYS = 2000;

const MAX_BIGINT = 2n ** 63n - 1n;
const DAY_MS = 86_400_000;

type LoggedState = {
  catalogue: string; account: string; changes_from: string; whole: boolean; user_ids: number[]; emails: string[];
};

/*
 * One statement, so the versions and the entries are of one snapshot: a prune (which raises
 * changes_from as it deletes) is seen whole or not at all. $2 is the version held; LIMIT keeps a
 * bulk write's thousands of entries from being read only to be refused.
 */
const STATE_SQL = `
select coalesce((select version::text from member_list_versions where account_id = 0), '0') as catalogue,
       v.version::text as account, v.changes_from::text as changes_from,
       exists (select 1 from member_list_changes c where c.account_id = $1 and c.version > $2
               and c.user_id is null and c.email is null) as whole,
       array(select distinct c.user_id from member_list_changes c
             where c.account_id = $1 and c.version > $2 and c.user_id is not null limit $3) as user_ids,
       array(select distinct c.email from member_list_changes c
             where c.account_id = $1 and c.version > $2 and c.email is not null limit $3) as emails
from member_list_versions v where v.account_id = $1`;

/** The pending invitations whose end falls between the two times: their rows turned `expired` (or back). */
const EXPIRED_SQL = `
select email from invitations
where account_id = $1 and status = ${INVITATION_STATUS.PENDING} and expires_at > $2 and expires_at <= $3`;

/**
 * What changed in the account's members list since the version `since` (a Member-List-Version
 * token): the rows changed, read by the list's own query, and the keys of rows gone. Null when
 * only the whole list will do: a version this database never gave, one older than the changes
 * kept, a change to every row (the catalogue, a subscription), or too many changes.
 *
 * Besides the writes, time changes rows: a pending invitation whose end passed after the held
 * rows were read (the token carries when) reads `expired` now, so it is among the changed rows.
 */
export async function changesSince(db: Queryable, clock: Clock, accountId: number, since: string): Promise<MemberListChanges | null> {
  const held = parseVersionToken(since);
  const now = clock.now();
  // No version is past a bigint, and no list was read a day ahead of this clock: this database never gave it.
  if (BigInt(held.account) > MAX_BIGINT || held.asOf.getTime() > now.getTime() + DAY_MS) return null;
  const [state] = await db.query<LoggedState>(STATE_SQL, [accountId, held.account, MAX_CHANGED_KEYS + 1]);
  if (!state || state.catalogue !== held.catalogue || state.whole) return null;
  const version = BigInt(held.account);
  if (version < BigInt(state.changes_from) || version > BigInt(state.account)) return null;

  const [from, to] = held.asOf < now ? [held.asOf, now] : [now, held.asOf];
  const expired = await db.query<{ email: string }>(EXPIRED_SQL, [accountId, from, to]);
  const userIds = state.user_ids;
  const emails = [...new Set([...state.emails, ...expired.map((row) => row.email)])];
  if (userIds.length + emails.length > MAX_CHANGED_KEYS) return null;

  const { rows } = userIds.length + emails.length === 0
    ? { rows: [] }
    : await listMembersAndInvitations(db, accountId, now, { userIds, emails });
  const shownIds = new Set(rows.map((row) => row.user_id));
  const shownEmails = new Set(rows.map((row) => row.email));
  return {
    version: versionToken(state, now),
    changed: rows,
    removed_user_ids: userIds.filter((id) => !shownIds.has(id)),
    removed_emails: emails.filter((email) => !shownEmails.has(email)),
  };
}

/** When the list next changes without a write: the first end, after `now`, of a pending invitation. */
export async function nextInvitationEnd(db: Queryable, accountId: number, now: Date): Promise<Date | null> {
  const [row] = await db.query<{ end: Date | null }>(
    `select min(expires_at) as end from invitations where account_id = $1 and status = ${INVITATION_STATUS.PENDING} and expires_at > $2`,
    [accountId, now],
  );
  return row?.end ?? null;
}
