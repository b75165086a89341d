import type { Migration } from './migration';

/** Accounts and memberships; filled by the account issues, read by every userAccounts answer. */
export const accounts: Migration = {
  id: '002-accounts',
  sql: `
create table accounts (
  id serial primary key,
  account_name text not null,
  account_reference text not null,
  account_type_id smallint not null default 1 check (account_type_id in (1, 2, 3)),
  tax_number text,
  phone_number text not null,
  registration_number text,
  company_country text,
  primary_contact_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table account_addresses (
  account_id integer not null references accounts (id) on delete cascade,
  position smallint not null,
  country text not null default '',
  address_1 text not null default '',
  address_2 text not null default '',
  city text not null default '',
  postal_code text not null default '',
  primary key (account_id, position)
);

create table user_accounts (
  user_id integer not null references users (id) on delete cascade,
  account_id integer not null references accounts (id) on delete cascade,
  tenancy text not null check (tenancy in ('ADMINISTRATOR', 'STANDARD')),
  created_at timestamptz not null default now(),
  unique (user_id, account_id)
);
create index user_accounts_account_id on user_accounts (account_id);
`,
};
