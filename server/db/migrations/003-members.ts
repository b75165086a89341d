import type { Migration } from './migration';

/**
 * The product catalogue (seeded with the demo catalogue the billing issue builds on), the apps
 * blocked per member, and invitations.
 */
export const members: Migration = {
  id: '003-members',
  sql: `
create table products (
  id serial primary key,
  name text not null,
  -- what a product names itself by when it sends users to the launcher
  referrer text not null unique,
  url text not null,
  description text not null default ''
);

create table packages (
  id serial primary key,
  name text not null,
  description text not null default '',
  -- the billing provider's price for the package; filled by the billing issue
  price_ref text
);

create table package_products (
  package_id integer not null references packages (id) on delete cascade,
  product_id integer not null references products (id) on delete cascade,
  primary key (package_id, product_id)
);
create index package_products_product_id on package_products (product_id);

-- Apps a member may not use in the account; gone with the membership.
create table membership_blocked_products (
  account_id integer not null,
  user_id integer not null,
  product_id integer not null references products (id) on delete cascade,
  primary key (account_id, user_id, product_id),
  foreign key (user_id, account_id) references user_accounts (user_id, account_id) on delete cascade
);

-- One row per account and address: re-inviting rotates the row's token instead of adding rows.
-- The link is a signed token naming the row and carrying a random secret; only the secret's
-- SHA-256 is kept, and it is cleared once the row is accepted, declined or canceled.
create table invitations (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  email text not null check (email = lower(btrim(email))),
  tenancy text not null check (tenancy in ('ADMINISTRATOR', 'STANDARD')),
  blocked_product_ids integer[] not null default '{}',
  status smallint not null default 0 check (status in (0, 1, 2, 3)),
  secret_hash text,
  invited_by_user_id integer references users (id) on delete set null,
  -- null on a row made by canceling a membership that never had an invitation (the account's creator)
  invited_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (account_id, email)
);

insert into products (name, referrer, url, description) values
  ('Insights', 'insights', '/__demo/insights', 'Dashboards and reports on how the business is doing.'),
  ('Ledger', 'ledger', '/__demo/ledger', 'Invoices, payments and the books in one place.'),
  ('Roster', 'roster', '/__demo/roster', 'Shifts, rotas and time off for the whole team.')
on conflict (referrer) do nothing;

insert into packages (name, description, price_ref)
select seed.name, seed.description, seed.price_ref
from (values
  ('Starter', 'Insights for a small team getting started.', 'starter'),
  ('Business', 'Insights, Ledger and Roster for the whole business.', 'business')
) as seed (name, description, price_ref)
where not exists (select 1 from packages where packages.name = seed.name);

insert into package_products (package_id, product_id)
select pk.id, p.id
from (values ('Starter', 'insights'), ('Business', 'insights'), ('Business', 'ledger'), ('Business', 'roster'))
  as seed (package_name, referrer)
join packages pk on pk.name = seed.package_name
join products p on p.referrer = seed.referrer
on conflict do nothing;
`,
};
