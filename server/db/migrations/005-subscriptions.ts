import type { Migration } from './migration';

/**
 * An account's subscriptions to packages: the truth the subscribed-apps list reads. Rows are written
 * only from verified checkouts and verified provider webhooks, keyed by the provider's own
 * subscription id so that a repeated event changes nothing.
 */
export const subscriptions: Migration = {
  id: '005-subscriptions',
  sql: `
create table subscriptions (
  id serial primary key,
  account_id integer not null references accounts (id) on delete cascade,
  -- a package with subscriptions stays: its rows say what the account paid for
  package_id integer not null references packages (id),
  provider text not null,
  provider_subscription_id text not null,
  status text not null check (status in ('active', 'cancelled')),
  started_at timestamptz not null,
  cancelled_at timestamptz,
  current_term_end timestamptz,
  unique (provider, provider_subscription_id),
  check ((status = 'cancelled') = (cancelled_at is not null))
);
create index subscriptions_account_id on subscriptions (account_id);
`,
};
