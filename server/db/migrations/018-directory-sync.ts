import type { Migration } from './migration';

/**
 * Directory sync (issue 42): the account's identity provider pushes people and groups over SCIM 2.0.
 *
 * scim_tokens: the bearer the provider sends, kept as its SHA-256 only, with its last four
 * characters and creation date for the page; one live (not revoked) token per account.
 *
 * scim_users: the members the provider provisioned, per account, with the provider's externalId.
 * It hangs on the membership, so a membership ended by an administrator ends the SCIM user too.
 *
 * scim_groups, scim_group_members, scim_group_products: the pushed groups, their members (only
 * provisioned ones), and the apps an administrator lets each group's members use. A member's apps
 * are those not blocked for them directly or granted by one of their groups (members/app-access.ts).
 *
 * user_accounts.suspended_at: set while the provider has the person inactive; the membership stays
 * (its apps and groups too) but the account is not theirs to choose or call until it is cleared.
 *
 * The group tables move the members list's version (migration 010): they decide `isAllowed`.
 */
export const directorySync: Migration = {
  id: '018-directory-sync',
  sql: `
create table scim_tokens (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  token_hash text not null unique,
  last_four text not null,
  created_at timestamptz not null,
  revoked_at timestamptz
);
create unique index scim_tokens_live_once on scim_tokens (account_id) where revoked_at is null;

alter table user_accounts add column suspended_at timestamptz;

create table scim_users (
  account_id integer not null,
  user_id integer not null,
  external_id text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (account_id, user_id),
  foreign key (user_id, account_id) references user_accounts (user_id, account_id) on delete cascade
);

create table scim_groups (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  display_name text not null,
  external_id text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  constraint scim_groups_name_once unique (account_id, display_name)
);

create table scim_group_members (
  group_id integer not null references scim_groups (id) on delete cascade,
  account_id integer not null,
  user_id integer not null,
  primary key (group_id, user_id),
  foreign key (account_id, user_id) references scim_users (account_id, user_id) on delete cascade
);
create index scim_group_members_member on scim_group_members (account_id, user_id);

create table scim_group_products (
  group_id integer not null references scim_groups (id) on delete cascade,
  account_id integer not null,
  product_id integer not null references products (id) on delete cascade,
  primary key (group_id, product_id)
);
create index scim_group_products_account on scim_group_products (account_id, product_id);

create trigger scim_group_members_member_list after insert or update or delete on scim_group_members
  for each row execute function member_list_row_changed();
create trigger scim_group_products_member_list after insert or update or delete on scim_group_products
  for each row execute function member_list_row_changed();
`,
};
