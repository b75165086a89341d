import type { Migration } from './migration';

/** Sets the arrays `a` (accounts), `u` (user ids) and `e` (addresses) from a query of those three columns. */
const keysInto = (query: string) => `select array_agg(account_id), array_agg(user_id), array_agg(email) into a, u, e from (${query}) keys;`;
const DECLARE = 'declare a integer[]; u integer[]; e text[];';

/** A statement trigger's function: `keys` sets a, u and e, which go to the change log. */
const keysTrigger = (name: string, keys: string, note = 'a, u, e') => `create or replace function ${name}() returns trigger language plpgsql as $$
${DECLARE}
begin
  ${keys}
  perform note_member_list_changes(${note});
  return null;
end $$;`;

type Keys = (rows: string) => string;

/**
 * The keys of a statement's rows: from \`new_rows\` on insert, \`old_rows\` on delete, both on
 * update (PostgreSQL names only the transition tables of the event that fired). \`updated\`, when
 * given, reads an update's rows instead (as \`moved\`: the rows whose shown values changed).
 */
function byEvent(keys: Keys, updated?: string): string {
  const update = updated ? `with moved as (${updated}) ${keys('moved')}` : `${keys('old_rows')} union all ${keys('new_rows')}`;
  return `if tg_op = 'INSERT' then ${keysInto(keys('new_rows'))}
    elsif tg_op = 'DELETE' then ${keysInto(keys('old_rows'))}
    else ${keysInto(update)}
    end if;`;
}

/** Per table of migration 024's row triggers: the keys of its rows. */
const ROW_TABLES: readonly (readonly [string, Keys])[] = [
  ['invitations', (rows) => `select account_id, null::integer as user_id, email from ${rows}`],
  // Every row names the account's apps: the entry without keys.
  ['subscriptions', (rows) => `select account_id, null::integer as user_id, null::text as email from ${rows}`],
  // A group's apps are its members'; the account's version moves even for a group without members.
  ['scim_group_products', (rows) => `select r.account_id, gm.user_id, null::text as email
    from ${rows} r left join scim_group_members gm on gm.group_id = r.group_id`],
  ['user_accounts', (rows) => `select account_id, user_id, null::text as email from ${rows}`],
  ['membership_blocked_products', (rows) => `select account_id, user_id, null::text as email from ${rows}`],
  ['scim_group_members', (rows) => `select account_id, user_id, null::text as email from ${rows}`],
];

/** A user's rows of an update, old and new address, when a name or the address changed. */
const USER_MOVED = `select n.id, o.email from old_rows o join new_rows n on n.id = o.id
  where o.first_name is distinct from n.first_name or o.last_name is distinct from n.last_name or o.email is distinct from n.email
  union select n.id, n.email from old_rows o join new_rows n on n.id = o.id where o.email is distinct from n.email`;

/**
 * What changed in each account's members list, version by version, so the portal that holds the
 * list at one version is sent only the rows changed since (members/member-list-changes.ts), not
 * the whole list again: one edit in an account of 50,000 rows costs a few rows.
 *
 * member_list_changes: per account and version, the keys of the list rows a statement may have
 * changed, before and after it: a user id (a member, or the user an invitation's address belongs
 * to) or an invitation's address. A row of the list whose user id and address are both absent
 * from the entries since a version is the same as at that version. An entry with neither key
 * says every row may have changed (the account's subscriptions: the apps every row names).
 *
 * member_list_versions.changes_from: entries after this version are all kept; older ones may be
 * gone (the sweep deletes them past their week), and a trigger raises it as they go, so a
 * version below it is answered with the whole list.
 *
 * A version is taken once the account's version row is locked: a write that commits after
 * another on the same account always has the greater version, so the entries after a version a
 * reader saw are all those it has not seen.
 */
export const memberListChanges: Migration = {
  id: '025-member-list-changes',
  sql: `
create table member_list_changes (
  account_id integer not null,
  version bigint not null,
  user_id integer,
  email text,
  changed_at timestamptz not null default now()
);
create index member_list_changes_account_version on member_list_changes (account_id, version);
create index member_list_changes_changed_at on member_list_changes (changed_at);

-- The pending (status 0) invitations whose end falls between two times: they turn expired with no write.
create index invitations_pending_ends on invitations (account_id, expires_at) where status = 0;

alter table member_list_versions add column changes_from bigint not null default 0;
-- Accounts listed before this migration: nothing is known of their changes until now.
insert into member_list_versions (account_id, version) select id, nextval('member_list_version_seq') from accounts
  on conflict (account_id) do nothing;
update member_list_versions set changes_from = version;

create function note_member_list_changes(accounts integer[], user_ids integer[], emails text[], whole boolean default false)
returns void language plpgsql as $$
begin
  if coalesce(cardinality(accounts), 0) = 0 then return; end if;
  insert into member_list_versions (account_id, version)
  select distinct account, 0 from unnest(accounts) as account where account is not null order by 1
  on conflict (account_id) do nothing;
  perform 1 from member_list_versions where account_id = any(accounts) order by account_id for update;
  with bumped as (
    update member_list_versions set version = nextval('member_list_version_seq') where account_id = any(accounts)
    returning account_id, version
  )
  insert into member_list_changes (account_id, version, user_id, email)
  select distinct b.account_id, b.version, k.user_id, k.email
  from bumped b join unnest(accounts, user_ids, emails) as k (account_id, user_id, email) on k.account_id = b.account_id
  where whole or k.user_id is not null or k.email is not null;
end $$;

-- Entries going (the sweep) raise the account's changes_from past them; the version rows locked
-- in account order first, as the writes lock them, so a sweep and a write never deadlock.
create function member_list_changes_pruned() returns trigger language plpgsql as $$
begin
  perform 1 from member_list_versions where account_id in (select account_id from old_rows) order by account_id for update;
  update member_list_versions v set changes_from = greatest(v.changes_from, gone.version)
  from (select account_id, max(version) as version from old_rows group by account_id) gone
  where v.account_id = gone.account_id;
  return null;
end $$;
create trigger member_list_changes_pruned after delete on member_list_changes
  referencing old table as old_rows for each statement execute function member_list_changes_pruned();

-- The tables with an account_id column (migration 024's triggers): each names its rows' keys.
${keysTrigger('member_list_rows_changed', `${ROW_TABLES.map(([table, keys], index) => `${index === 0 ? 'if' : 'elsif'} tg_table_name = '${table}' then
    ${byEvent(keys)}`).join('\n  ')}
  end if;`, "a, u, e, tg_table_name = 'subscriptions'")}

-- A user's names and address show on their memberships and on the invitations to their address.
${keysTrigger('member_list_users_changed', `${byEvent((rows) => `select ua.account_id, r.id as user_id, r.email from ${rows} r join user_accounts ua on ua.user_id = r.id
    union all select i.account_id, r.id, r.email from ${rows} r join invitations i on i.email = r.email`, USER_MOVED)}`)}

${keysTrigger('member_list_primary_contact_changed', `${keysInto(`select n.id as account_id, contact as user_id, null::text as email
    from new_rows n join old_rows o on o.id = n.id,
    lateral unnest(array[o.primary_contact_user_id, n.primary_contact_user_id]) as contact
    where o.primary_contact_user_id is distinct from n.primary_contact_user_id`)}`)}

${keysTrigger('member_list_group_names_changed', `${keysInto(`select n.account_id, gm.user_id, null::text as email
    from new_rows n join old_rows o on o.id = n.id left join scim_group_members gm on gm.group_id = n.id
    where o.display_name is distinct from n.display_name`)}`)}

drop function bump_member_lists(integer[]);
`,
};
