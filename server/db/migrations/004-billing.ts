import type { Migration } from './migration';

/**
 * Billing: the inbox of verified subscription changes, and the sandbox provider's own records.
 *
 * The sandbox tables stand in for what a real provider keeps on its side, so they hold plain ids
 * and copies of names rather than foreign keys: like Chargebee, the sandbox remembers a checkout
 * after the account or package it named is gone.
 */
export const billing: Migration = {
  id: '004-billing',
  sql: `
-- Subscription changes from verified webhooks and from the sandbox portal, each once: a provider
-- resends an event until it is answered, so its id is the key. The subscriptions issue applies
-- the rows whose applied_at is null to the subscription rows, and stamps them.
create table billing_events (
  provider text not null,
  event_id text not null,
  kind text not null check (kind in ('created', 'changed', 'cancelled', 'renewed')),
  subscription_id text not null,
  customer_id text,
  status text not null,
  current_term_end timestamptz,
  received_at timestamptz not null,
  applied_at timestamptz,
  primary key (provider, event_id)
);
create index billing_events_unapplied on billing_events (received_at) where applied_at is null;

-- id is random and opaque: it is the only capability the hosted checkout page asks for.
create table sandbox_checkouts (
  id text primary key,
  idempotency_key text not null unique,
  account_id integer not null,
  account_name text not null,
  package_id integer not null,
  package_name text not null,
  price_ref text not null,
  customer_id text not null,
  customer_email text not null,
  customer_first_name text not null,
  customer_last_name text not null,
  redirect_url text not null,
  cancel_url text not null,
  state text not null default 'pending' check (state in ('pending', 'succeeded', 'cancelled')),
  subscription_id text,
  acknowledged_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null
);

create table sandbox_subscriptions (
  id text primary key,
  checkout_id text not null unique references sandbox_checkouts (id),
  customer_id text not null,
  account_id integer not null,
  package_id integer not null,
  package_name text not null,
  price_ref text not null,
  status text not null check (status in ('active', 'cancelled')),
  current_term_end timestamptz not null,
  created_at timestamptz not null,
  cancelled_at timestamptz
);
create index sandbox_subscriptions_customer_id on sandbox_subscriptions (customer_id);

-- A self-service portal link: only the token's SHA-256 is kept; it opens the page once, within an
-- hour, and the opened page's own forms keep working until the hour is up.
create table sandbox_portal_sessions (
  token_hash text primary key,
  customer_id text not null,
  account_id integer not null,
  return_url text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  opened_at timestamptz
);
`,
};
