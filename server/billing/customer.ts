import type { Queryable } from '../db/db';
import type { BillingProvider } from './provider';

/*
 * The provider's customer of each account (billing_customers, migration 011): one per account, so
 * every administrator pays into and manages the same subscriptions. It is created at the provider
 * before the account's first checkout and its id kept as the provider answered it, so the
 * provider's events and portal sessions always lead back to the account.
 */

/** The id the portal proposes; a provider may answer with another. */
export const proposedCustomerId = (accountId: number): string => `account-${accountId}`;

export async function findCustomerId(db: Queryable, provider: string, accountId: number): Promise<string | null> {
  const [row] = await db.query<{ customer_id: string }>(
    'select customer_id from billing_customers where provider = $1 and account_id = $2',
    [provider, accountId],
  );
  return row?.customer_id ?? null;
}

/** The account whose customer this is; null for a customer the portal never made. */
export async function accountOfCustomer(db: Queryable, provider: string, customerId: string): Promise<number | null> {
  const [row] = await db.query<{ account_id: number }>(
    'select account_id from billing_customers where provider = $1 and customer_id = $2',
    [provider, customerId],
  );
  return row?.account_id ?? null;
}

type Payer = { email: string; first_name: string; last_name: string };

/**
 * The account's customer id, created at the provider the first time. Two first checkouts at once
 * may both ask the provider (it answers the same id, or knows it already); the first row kept wins.
 */
export async function ensureCustomer(
  db: Queryable, billing: BillingProvider, account: { id: number; name: string }, payer: Payer, now: Date,
): Promise<string> {
  const known = await findCustomerId(db, billing.kind, account.id);
  if (known) return known;
  const customerId = await billing.createCustomer({
    id: proposedCustomerId(account.id), email: payer.email, firstName: payer.first_name, lastName: payer.last_name, company: account.name,
  });
  await db.query(
    `insert into billing_customers (provider, account_id, customer_id, created_at) values ($1, $2, $3, $4)
     on conflict (provider, account_id) do nothing`,
    [billing.kind, account.id, customerId, now],
  );
  return (await findCustomerId(db, billing.kind, account.id)) ?? customerId;
}
