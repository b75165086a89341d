import {
  activityActions, activityDetailsInWords, type ActivityAction, type ActivityEntry, type ActivityPerson, type ActorKind,
} from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { Actor } from './actors';

/** One change, as its transaction records it. `details` is the text the log shows ('' when nothing to add). */
export type NewActivity = { accountId: number; actor: Actor; action: ActivityAction; subject: string | null; details: string; at: Date };

/**
 * Writes the entry with the change: call it with the change's transaction, so a change that rolls
 * back leaves no entry and no change commits without one. The table takes inserts only (a trigger
 * refuses updates); the 400-day sweep deletes.
 */
export async function recordActivity(tx: Queryable, entry: NewActivity): Promise<void> {
  await tx.query(
    `insert into account_activity (account_id, at, actor_user_id, actor_kind, actor_name, action, subject, details)
     values ($1, $2, $3, $4, $5, $6, $7, jsonb_build_object('text', $8::text))`,
    [entry.accountId, entry.at, entry.actor.userId, entry.actor.kind, entry.actor.name, entry.action, entry.subject, entry.details],
  );
}

type StoredEntry = {
  id: number; at: Date; actor_user_id: number | null; actor_kind: ActorKind; actor_name: string; action: string;
  subject: string | null; details: string | null;
};

// id is a bigserial: read as float8 so both drivers give a number (exact far beyond any real log).
const COLUMNS = `id::float8 as id, at, actor_user_id, actor_kind, actor_name, action, subject, details->>'text' as details`;

/*
 * Two statements rather than one with an optional person: each is served by its own index
 * (account_activity_newest, account_activity_actor_newest) in (at desc, id desc) order, so a page
 * reads only its rows, whatever the size of the log.
 */
const PAGE_SQL = {
  all: `select ${COLUMNS} from account_activity where account_id = $1
        order by at desc, id desc limit $2 offset $3`,
  person: `select ${COLUMNS} from account_activity where account_id = $1 and actor_user_id = $4
           order by at desc, id desc limit $2 offset $3`,
};

/**
 * The account's log as it stands: entries are only added (each with a higher id) and only the
 * oldest are swept, so its first and last ids change with every change to it. One index lookup each.
 */
export async function activityState(db: Queryable, accountId: number): Promise<string> {
  const [row] = await db.query<{ first: number | null; last: number | null }>(
    'select min(id)::float8 as first, max(id)::float8 as last from account_activity where account_id = $1',
    [accountId],
  );
  return `${row?.first ?? 0}-${row?.last ?? 0}`;
}

/** Which entries: the whole account's, or those one user made. */
export type ActivityFilter = { accountId: number; person: number | null };

const params = (filter: ActivityFilter, ...rest: number[]) =>
  filter.person === null ? [filter.accountId, ...rest] : [filter.accountId, ...rest, filter.person];

/** One page of the filter's entries, newest first (`limit` null: all of them, for the CSV). */
export async function listActivity(db: Queryable, filter: ActivityFilter, limit: number | null, offset = 0): Promise<ActivityEntry[]> {
  const rows = await db.query<StoredEntry>(PAGE_SQL[filter.person === null ? 'all' : 'person'], params(filter, limit ?? 2_147_483_647, offset));
  return rows.map(toEntry);
}

/**
 * The people the log can be filtered by: every user with an entry, by their name today. A loose
 * index scan over account_activity_actor_newest jumps from one actor to the next, so it reads one
 * index entry per person rather than every entry of the log.
 */
export async function activityPeople(db: Queryable, accountId: number): Promise<ActivityPerson[]> {
  return db.query<ActivityPerson>(
    `with recursive actors (user_id) as (
       (select actor_user_id from account_activity where account_id = $1 and actor_user_id is not null
        order by actor_user_id limit 1)
       union all
       select (select a.actor_user_id from account_activity a
               where a.account_id = $1 and a.actor_user_id > actors.user_id
               order by a.actor_user_id limit 1)
       from actors where actors.user_id is not null
     )
     select u.id as user_id, u.first_name || ' ' || u.last_name as name
     from actors join users u on u.id = actors.user_id
     order by lower(u.first_name), lower(u.last_name), u.id`,
    [accountId],
  );
}

function toEntry(row: StoredEntry): ActivityEntry {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    who: row.actor_name,
    actor_kind: row.actor_kind,
    actor_user_id: row.actor_user_id,
    action: row.action,
    what: activityActions[row.action as ActivityAction] ?? row.action,
    subject: row.subject,
    details: activityDetailsInWords(row.details ?? ''),
  };
}
