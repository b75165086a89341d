import type { Migration } from './migration';

/**
 * Our side of a checkout: who started it, for which account and package, and which members it
 * excludes. The provider's hosted page says only that it was paid; this row says what to do then,
 * and applied_at makes applying it happen once however often the portal checks.
 */
export const checkouts: Migration = {
  id: '006-checkouts',
  sql: `
create table checkouts (
  id serial primary key,
  -- null until the provider has made the page (a failed call leaves the row for the retry to reuse)
  hosted_page_id text unique,
  provider text not null,
  account_id integer not null references accounts (id) on delete cascade,
  package_id integer not null references packages (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  excluded_user_ids integer[] not null default '{}',
  idempotency_key text not null unique,
  state text not null default 'pending' check (state in ('pending', 'applied')),
  created_at timestamptz not null,
  applied_at timestamptz,
  check ((state = 'applied') = (applied_at is not null))
);
create index checkouts_retry on checkouts (account_id, package_id, user_id, created_at) where state = 'pending';
`,
};
