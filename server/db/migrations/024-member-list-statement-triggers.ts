import type { Migration } from './migration';

/** The tables whose rows carry the account whose members list they change (migrations 010, 018). */
const ACCOUNT_TABLES = ['user_accounts', 'invitations', 'membership_blocked_products', 'subscriptions', 'scim_group_members', 'scim_group_products'];

/**
 * One statement's triggers per event: PostgreSQL lets a trigger with transition tables fire on
 * one event only. `fn` reads `new_rows` on insert and update and `old_rows` on update and delete.
 */
function statementTriggers(table: string, name: string, fn: string, events: readonly string[] = ['insert', 'update', 'delete']): string {
  const referencing: Record<string, string> = {
    insert: 'new table as new_rows', update: 'old table as old_rows new table as new_rows', delete: 'old table as old_rows',
  };
  return events.map((event) => `
create trigger ${name}_${event} after ${event} on ${table}
  referencing ${referencing[event]} for each statement execute function ${fn}();`).join('');
}

/**
 * The members list's version (migration 010) moved once per account per statement, not once per
 * row: a write of 10,000 rows in one statement (a pushed group, a bulk invite, the bench's
 * seeding) made 10,000 upserts of the same version row, each a new row version to lock and
 * write, so 8x the rows cost some 30x the time. Statement triggers read the rows a statement
 * changed from its transition tables and bump each account they name once, in account order (two
 * statements at once lock the version rows in the same order).
 */
export const memberListStatementTriggers: Migration = {
  id: '024-member-list-statement-triggers',
  sql: `
drop trigger user_accounts_member_list on user_accounts;
drop trigger invitations_member_list on invitations;
drop trigger membership_blocked_products_member_list on membership_blocked_products;
drop trigger subscriptions_member_list on subscriptions;
drop trigger scim_group_members_member_list on scim_group_members;
drop trigger scim_group_products_member_list on scim_group_products;
drop trigger scim_groups_member_list on scim_groups;
drop trigger users_member_list_update on users;
drop trigger users_member_list_insert_delete on users;
drop trigger accounts_member_list on accounts;
drop function member_list_row_changed();
drop function member_list_user_changed();
drop function member_list_primary_contact_changed();

create function bump_member_lists(accounts integer[]) returns void language sql as $$
  insert into member_list_versions (account_id, version)
  select account, nextval('member_list_version_seq')
  from (select distinct account from unnest(accounts) as account where account is not null order by account) touched
  on conflict (account_id) do update set version = excluded.version
$$;

-- Tables with an account_id column: the accounts of the rows, before and after.
create function member_list_rows_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then perform bump_member_lists(array(select account_id from new_rows));
  elsif tg_op = 'DELETE' then perform bump_member_lists(array(select account_id from old_rows));
  else perform bump_member_lists(array(select account_id from old_rows union select account_id from new_rows));
  end if;
  return null;
end $$;
${ACCOUNT_TABLES.map((table) => statementTriggers(table, `${table}_member_list`, 'member_list_rows_changed')).join('\n')}

-- A user shows in the accounts they belong to and in those that invited their address (old or
-- new); on update only when what the list shows moved (not a password or updated_at).
create function member_list_users_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform bump_member_lists(array(
      select i.account_id from invitations i join new_rows n on n.email = i.email));
  elsif tg_op = 'DELETE' then
    perform bump_member_lists(array(
      select ua.account_id from user_accounts ua join old_rows o on o.id = ua.user_id
      union all select i.account_id from invitations i join old_rows o on o.email = i.email));
  else
    perform bump_member_lists(array(
      with moved as (
        select o.id, o.email as old_email, n.email as new_email from old_rows o join new_rows n on n.id = o.id
        where o.first_name is distinct from n.first_name or o.last_name is distinct from n.last_name or o.email is distinct from n.email
      )
      select ua.account_id from user_accounts ua join moved m on m.id = ua.user_id
      union all select i.account_id from invitations i join moved m on i.email in (m.old_email, m.new_email)));
  end if;
  return null;
end $$;
${statementTriggers('users', 'users_member_list', 'member_list_users_changed')}

create function member_list_primary_contact_changed() returns trigger language plpgsql as $$
begin
  perform bump_member_lists(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
    where o.primary_contact_user_id is distinct from n.primary_contact_user_id));
  return null;
end $$;
${statementTriggers('accounts', 'accounts_member_list', 'member_list_primary_contact_changed', ['update'])}

-- The list names the groups that give each member an app (migration 019).
create function member_list_group_names_changed() returns trigger language plpgsql as $$
begin
  perform bump_member_lists(array(
    select n.account_id from new_rows n join old_rows o on o.id = n.id where o.display_name is distinct from n.display_name));
  return null;
end $$;
${statementTriggers('scim_groups', 'scim_groups_member_list', 'member_list_group_names_changed', ['update'])}
`,
};
