import type { Queryable } from '../db/db';
import type { AccountDetails } from './details';

/** The account's form fields as stored (its row and first address), read before and after an edit. */
export async function readAccountDetails(db: Queryable, accountId: number): Promise<AccountDetails | null> {
  const [row] = await db.query<AccountDetails>(
    `select a.account_name, a.account_reference, a.account_type_id, a.tax_number, a.phone_number, a.registration_number,
       a.company_country, ad.country, ad.address_1, ad.address_2, ad.city, ad.postal_code
     from accounts a
     left join lateral (select * from account_addresses where account_id = a.id order by position limit 1) ad on true
     where a.id = $1`,
    [accountId],
  );
  return row ?? null;
}

/** The account's primary contact's user id and name, for the log's before → after; locks the account's row. */
export async function primaryContactOf(db: Queryable, accountId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db.query<{ id: number | null; name: string | null }>(
    `select u.id, u.first_name || ' ' || u.last_name as name from accounts a left join users u on u.id = a.primary_contact_user_id
     where a.id = $1 for no key update of a`,
    [accountId],
  );
  return row?.id && row.name !== null ? { id: row.id, name: row.name } : null;
}
