import type { Migration } from './migration';

/**
 * Subscriptions recorded from the provider's own events (billing/apply-events.ts), whichever of the
 * event and the payer's return comes first:
 *
 * - billing_customers: the provider's customer of each account, as the provider named it, so an
 *   event or a portal session always finds the account. Accounts that paid before this migration
 *   were given `account-<id>`; those rows are written here.
 * - packages.price_ref is unique: the plan's price is what names the package of an event.
 * - subscriptions.provider_version: the provider's version of the subscription last applied
 *   (Chargebee's resource_version, in ms); an older event is skipped, so a late or replayed one
 *   never undoes a newer state. 'future' and 'paused' grant nothing, as 'cancelled' does not.
 * - billing_events carry the plan's price, the version, the provider's cancellation time and, for an
 *   event the server cannot place (unknown customer or price), why it waits.
 * - checkouts may be closed (cancelled, expired or abandoned at the provider) by the reconciliation
 *   sweep, and name the subscription they were applied to.
 */
export const billingActivation: Migration = {
  id: '011-billing-activation',
  sql: `
create table billing_customers (
  provider text not null,
  account_id integer not null references accounts (id) on delete cascade,
  customer_id text not null,
  created_at timestamptz not null,
  primary key (provider, account_id),
  unique (provider, customer_id)
);
insert into billing_customers (provider, account_id, customer_id, created_at)
select provider, account_id, 'account-' || account_id, min(created_at)
from (select provider, account_id, created_at from checkouts
      union all select provider, account_id, started_at from subscriptions) paid
group by provider, account_id;

create unique index packages_price_ref_unique on packages (price_ref) where price_ref is not null;

alter table subscriptions add column provider_version bigint not null default 0;
alter table subscriptions drop constraint subscriptions_status_check;
alter table subscriptions add constraint subscriptions_status_check
  check (status in ('active', 'future', 'paused', 'cancelled'));

alter table billing_events add column price_ref text;
alter table billing_events add column provider_version bigint not null default 0;
alter table billing_events add column cancelled_at timestamptz;
alter table billing_events add column unplaced_reason text;

alter table checkouts drop constraint checkouts_state_check;
alter table checkouts add constraint checkouts_state_check check (state in ('pending', 'applied', 'closed'));
alter table checkouts add column closed_at timestamptz;
alter table checkouts add column provider_subscription_id text;
create index checkouts_pending on checkouts (created_at) where state = 'pending';
`,
};
