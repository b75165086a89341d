import type { Address, UserAccount } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { signAccountToken } from './jwt';

type AccountRow = {
  id: number;
  account_name: string;
  account_reference: string;
  account_type_id: number;
  tax_number: string | null;
  phone_number: string;
  registration_number: string | null;
  company_country: string | null;
  tenancy: 'ADMINISTRATOR' | 'STANDARD';
  pc_first_name: string | null;
  pc_last_name: string | null;
  pc_email: string | null;
};

type AddressRow = Address & { account_id: number };

type Signing = { jwtKey: Uint8Array; userId: number; sessionId: string; expiresAt: Date; now: Date };

/** The user's accounts as the UserAccount contract shows them, each with an account token for this session. */
export async function loadUserAccounts(db: Queryable, signing: Signing): Promise<UserAccount[]> {
  const accounts = await db.query<AccountRow>(
    `select a.id, a.account_name, a.account_reference, a.account_type_id, a.tax_number, a.phone_number,
            a.registration_number, a.company_country, ua.tenancy,
            pc.first_name as pc_first_name, pc.last_name as pc_last_name, pc.email as pc_email
     from user_accounts ua
     join accounts a on a.id = ua.account_id
     left join users pc on pc.id = a.primary_contact_user_id
     where ua.user_id = $1
     order by ua.created_at, a.id`,
    [signing.userId],
  );
  if (accounts.length === 0) return [];

  const addresses = await db.query<AddressRow>(
    `select account_id, country, address_1, address_2, city, postal_code
     from account_addresses where account_id = any($1::int[]) order by account_id, position`,
    [accounts.map((account) => account.id)],
  );

  return Promise.all(
    accounts.map(async (row): Promise<UserAccount> => ({
      id: row.id,
      account_name: row.account_name,
      account_reference: row.account_reference,
      account_type_id: row.account_type_id,
      tax_number: row.tax_number,
      phone_number: row.phone_number,
      registration_number: row.registration_number,
      company_country: row.company_country,
      addresses: addresses
        .filter((address) => address.account_id === row.id)
        .map(({ country, address_1, address_2, city, postal_code }) => ({ country, address_1, address_2, city, postal_code })),
      primary_contact:
        row.pc_email !== null
          ? { first_name: row.pc_first_name ?? '', last_name: row.pc_last_name ?? '', email: row.pc_email }
          : null,
      tenancy: row.tenancy,
      user_account_token: await signAccountToken(
        signing.jwtKey,
        { userId: signing.userId, sessionId: signing.sessionId, accountId: row.id },
        { now: signing.now, expiresAt: signing.expiresAt },
      ),
    })),
  );
}
