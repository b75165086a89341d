import type { Migration } from './migration';

/**
 * A version per account of everything its members list shows (members/member-list-cache.ts),
 * moved on by triggers, so the version is right whatever writes the rows (a route, the admin
 * command, a webhook, the sweep, a hand-written fix) and every instance on one database sees the
 * same one. A server keeps the list it built for a version and serves it again until the version
 * moves or time makes a pending invitation expire.
 *
 * The rows the list reads: user_accounts, invitations, membership_blocked_products and
 * subscriptions of the account; users named by a membership or an invitation (names, e-mail);
 * accounts.primary_contact_user_id; and the catalogue (products, packages, package_products),
 * which every subscribed account names and which moves row 0 instead of each account's.
 *
 * Versions come from one sequence, so a version is never reused, even by a rolled-back write.
 * No foreign key: a cascade deleting an account fires these triggers after the account row is
 * gone. The row of a deleted account is left behind; nothing reads it.
 */
export const memberListVersions: Migration = {
  id: '010-member-list-versions',
  sql: `
create sequence member_list_version_seq;

create table member_list_versions (
  -- an account's id, or 0 for the catalogue
  account_id integer primary key,
  -- bigint: read only as text
  version bigint not null
);

-- A user's name or e-mail shows on the invitations to their address, in any account.
create index invitations_email on invitations (email);

create function bump_member_list(account integer) returns void language sql as $$
  insert into member_list_versions (account_id, version) values (account, nextval('member_list_version_seq'))
  on conflict (account_id) do update set version = excluded.version
$$;

-- Tables with an account_id column: the row's account, before and after.
create function member_list_row_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then perform bump_member_list(old.account_id); end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.account_id is distinct from old.account_id) then
    perform bump_member_list(new.account_id);
  end if;
  return null;
end $$;

create trigger user_accounts_member_list after insert or update or delete on user_accounts
  for each row execute function member_list_row_changed();
create trigger invitations_member_list after insert or update or delete on invitations
  for each row execute function member_list_row_changed();
create trigger membership_blocked_products_member_list after insert or update or delete on membership_blocked_products
  for each row execute function member_list_row_changed();
create trigger subscriptions_member_list after insert or update or delete on subscriptions
  for each row execute function member_list_row_changed();

-- A user shows in the accounts they belong to and in those that invited their address (old or
-- new). In account order, so two such writes at once lock the version rows in the same order.
create function member_list_user_changed() returns trigger language plpgsql as $$
declare
  account integer;
begin
  for account in
    select ua.account_id from user_accounts ua where ua.user_id in (old.id, new.id)
    union
    select i.account_id from invitations i where i.email in (old.email, new.email)
    order by 1
  loop
    perform bump_member_list(account);
  end loop;
  return null;
end $$;

-- Only what the list shows: a password, a verified flag or updated_at moves nothing.
create trigger users_member_list_update after update of first_name, last_name, email on users
  for each row
  when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name
        or old.email is distinct from new.email)
  execute function member_list_user_changed();
create trigger users_member_list_insert_delete after insert or delete on users
  for each row execute function member_list_user_changed();

create function member_list_primary_contact_changed() returns trigger language plpgsql as $$
begin
  perform bump_member_list(new.id);
  return null;
end $$;

create trigger accounts_member_list after update of primary_contact_user_id on accounts
  for each row when (old.primary_contact_user_id is distinct from new.primary_contact_user_id)
  execute function member_list_primary_contact_changed();

-- Product and package names and which package holds which product: rare (the admin command).
create function member_list_catalogue_changed() returns trigger language plpgsql as $$
begin
  perform bump_member_list(0);
  return null;
end $$;

create trigger products_member_list after insert or update or delete on products
  for each statement execute function member_list_catalogue_changed();
create trigger packages_member_list after insert or update or delete on packages
  for each statement execute function member_list_catalogue_changed();
create trigger package_products_member_list after insert or update or delete on package_products
  for each statement execute function member_list_catalogue_changed();
`,
};
