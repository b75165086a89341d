import type { Address, UserAccount } from '../../src/api/contract';
import type { AccountFields } from '../accounts/account-input';
import type { Tenancy } from '../accounts/memberships';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/messages';
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import { signAccountToken } from './jwt';
import type { JwtKey } from './jwt-key';
import type { SessionRow } from './sessions';
import { accountRefusalSql, type AccountRefusal } from './session-access';

/** The stored account columns plus what the joins add: this member's tenancy, the primary contact, the addresses. */
type AccountRow = AccountFields & {
  id: number;
  company_country: string | null;
  tenancy: Tenancy;
  require_two_step: boolean;
  refusal: AccountRefusal | null;
  pc_first_name: string | null;
  pc_last_name: string | null;
  pc_email: string | null;
  addresses: Address[];
};

type Signing = { jwtKey: JwtKey; userId: number; sessionId: string; expiresAt: Date; now: Date };

/** Account tokens end with the session they belong to. */
const signingFor = (services: Services, session: SessionRow): Signing => ({
  jwtKey: services.keys.jwt,
  userId: session.user_id,
  sessionId: session.id,
  expiresAt: session.expires_at,
  now: services.clock.now(),
});

// The one way a UserAccount is built: login, GET auth, register and every account call answer with it.

/** Every account of the session's user, each with an account token for this session. */
export const userAccountsFor = (services: Services, session: SessionRow): Promise<UserAccount[]> =>
  loadUserAccounts(services.db, signingFor(services, session));

/** One account as the session's user sees it; null when the user is not a member of it. */
export async function userAccountFor(services: Services, session: SessionRow, accountId: number): Promise<UserAccount | null> {
  const [account] = await loadUserAccounts(services.db, signingFor(services, session), accountId);
  return account ?? null;
}

/**
 * The account a call just wrote, as the caller now sees it. The caller's membership was checked
 * by the call; only a concurrent removal makes it vanish, which answers like an unknown account.
 */
export async function callersAccount(services: Services, session: SessionRow, accountId: number): Promise<UserAccount> {
  const account = await userAccountFor(services, session, accountId);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return account;
}

/**
 * The user's accounts (or only `onlyAccountId`) as the UserAccount contract shows them, in one
 * query (the addresses as a JSON array each): sign-in and GET auth read it every time. A membership
 * suspended by directory sync is not one they can choose. Whether each opens for the session is
 * read from the session's stored record, by the rule every account call applies (session-access.ts).
 */
export async function loadUserAccounts(db: Queryable, signing: Signing, onlyAccountId?: number): Promise<UserAccount[]> {
  const accounts = await db.query<AccountRow>(
    `select a.id, a.account_name, a.account_reference, a.account_type_id, a.tax_number, a.phone_number,
            a.registration_number, a.company_country, ua.tenancy, a.require_two_step,
            ${accountRefusalSql({ proofs: 's.proofs', ssoAccountId: 's.sso_account_id', userId: 'u.id', passwordHash: 'u.password_hash', account: 'a', tenancy: 'ua.tenancy' })} as refusal,
            pc.first_name as pc_first_name, pc.last_name as pc_last_name, pc.email as pc_email,
            coalesce((select json_agg(json_build_object('country', ad.country, 'address_1', ad.address_1, 'address_2', ad.address_2,
                                                        'city', ad.city, 'postal_code', ad.postal_code) order by ad.position)
                      from account_addresses ad where ad.account_id = a.id), '[]') as addresses
     from user_accounts ua
     join accounts a on a.id = ua.account_id
     join users u on u.id = ua.user_id
     join sessions s on s.id = $3 and s.user_id = ua.user_id
     left join users pc on pc.id = a.primary_contact_user_id
     where ua.user_id = $1 and ua.suspended_at is null and ($2::int is null or a.id = $2::int)
     order by ua.created_at, a.id`,
    [signing.userId, onlyAccountId ?? null, signing.sessionId],
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
      addresses: row.addresses,
      primary_contact:
        row.pc_email !== null
          ? { first_name: row.pc_first_name ?? '', last_name: row.pc_last_name ?? '', email: row.pc_email }
          : null,
      tenancy: row.tenancy,
      require_two_step: row.require_two_step,
      needs_two_step: row.refusal === 'two_step',
      needs_own_sign_in: row.refusal === 'own_sign_in',
      needs_sso: row.refusal === 'sso',
      user_account_token: await signAccountToken(
        signing.jwtKey,
        { userId: signing.userId, sessionId: signing.sessionId, accountId: row.id },
        { now: signing.now, expiresAt: signing.expiresAt },
      ),
    })),
  );
}
