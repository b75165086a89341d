import type { Address } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { AccountFields } from './account-input';

type NewAccount = { fields: AccountFields; companyCountry: string | null; primaryContactUserId: number; now: Date };

export async function insertAccount(db: Queryable, account: NewAccount): Promise<number> {
  const { fields } = account;
  const rows = await db.query<{ id: number }>(
    `insert into accounts (account_name, account_reference, account_type_id, tax_number, phone_number,
       registration_number, company_country, primary_contact_user_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
    [
      fields.account_name, fields.account_reference, fields.account_type_id, fields.tax_number, fields.phone_number,
      fields.registration_number, account.companyCountry, account.primaryContactUserId, account.now,
    ],
  );
  return rows[0].id;
}

type LockedAccount = { company_country: string | null; primary_contact_user_id: number | null; require_two_step: boolean };

/**
 * Locks the account's row until the transaction ends (account edits, and membership changes, which
 * must not race past the last-administrator rule); null when there is no such account. `no key
 * update`: the lockers wait for each other, but rows that only refer to the account (an activity
 * entry written by an invite holding an invitation this change waits for) do not wait for them,
 * which would be a deadlock.
 */
export async function lockAccount(db: Queryable, accountId: number): Promise<LockedAccount | null> {
  const rows = await db.query<LockedAccount>(
    'select company_country, primary_contact_user_id, require_two_step from accounts where id = $1 for no key update',
    [accountId],
  );
  return rows[0] ?? null;
}

export async function updateAccount(
  db: Queryable,
  accountId: number,
  update: { fields: AccountFields; companyCountry: string | null; now: Date },
): Promise<void> {
  const { fields } = update;
  await db.query(
    `update accounts set account_name = $2, account_reference = $3, account_type_id = $4, tax_number = $5,
       phone_number = $6, registration_number = $7, company_country = $8, updated_at = $9
     where id = $1`,
    [
      accountId, fields.account_name, fields.account_reference, fields.account_type_id, fields.tax_number,
      fields.phone_number, fields.registration_number, update.companyCountry, update.now,
    ],
  );
}

export async function insertAddress(db: Queryable, accountId: number, position: number, address: Address): Promise<void> {
  await db.query(
    `insert into account_addresses (account_id, position, country, address_1, address_2, city, postal_code)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [accountId, position, address.country, address.address_1, address.address_2, address.city, address.postal_code],
  );
}

/** The form edits the first address (lowest position); an account without one gets it added. */
export async function saveFirstAddress(db: Queryable, accountId: number, address: Address): Promise<void> {
  const updated = await db.query<{ position: number }>(
    `update account_addresses set country = $2, address_1 = $3, address_2 = $4, city = $5, postal_code = $6
     where account_id = $1
       and position = (select min(position) from account_addresses where account_id = $1)
     returning position`,
    [accountId, address.country, address.address_1, address.address_2, address.city, address.postal_code],
  );
  if (updated.length === 0) await insertAddress(db, accountId, 0, address);
}

/** The account's name (mails name it); null when there is no such account. */
export async function findAccountName(db: Queryable, accountId: number): Promise<string | null> {
  const rows = await db.query<{ account_name: string }>('select account_name from accounts where id = $1', [accountId]);
  return rows[0]?.account_name ?? null;
}
