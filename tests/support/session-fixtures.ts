import type { User, UserAccount } from '../../src/api/contract';
import { storageKeys } from '../../src/session/storage-keys';
import { stubApi, type ApiCall } from './render';

/** What a signed-in session looks like to the portal, for tests that stub the API. */
const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A token the portal can decode, carrying `claims`; only the server could verify it, and none is asked. */
export const fakeJwt = (claims: object): string => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(claims))}.signature`;

/** A session token of user 1. */
export const TOKEN = fakeJwt({ sub: '1' });

export const user: User = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', is_email_verified: 1 };

/** An account as GET auth lists it; a STANDARD membership of a private account unless told otherwise. */
export function makeAccount(fields: Partial<UserAccount> & { id: number }): UserAccount {
  return {
    account_name: `Account ${fields.id}`,
    account_reference: `REF-${fields.id}`,
    account_type_id: 1,
    tax_number: null,
    phone_number: '+442079460000',
    registration_number: null,
    company_country: 'GB',
    addresses: [],
    primary_contact: null,
    tenancy: 'STANDARD',
    user_account_token: `account-token-${fields.id}`,
    require_two_step: false,
    needs_two_step: false,
    needs_own_sign_in: false,
    needs_sso: false,
    ...fields,
  };
}

export type Answer = (call: ApiCall) => [number, unknown];

export type SignedInOptions = {
  accounts?: UserAccount[];
  /** The account already chosen in this browser, or none. */
  selected?: number | null;
  who?: User;
  /** Every call but GET auth. */
  answer?: Answer;
};

/** A stored token and a server that knows the user: the session initialises signed in. */
export function seedSession({ accounts = [], selected = null, who = user, answer = () => [200, { message: 'ok' }] }: SignedInOptions = {}): ApiCall[] {
  localStorage.setItem(storageKeys.accessToken, TOKEN);
  if (selected !== null) localStorage.setItem(storageKeys.selectedAccount, JSON.stringify({ userId: who.id, accountId: selected }));
  return stubApi((call) => (call.path === 'auth' ? [200, { user: who, token: TOKEN, userAccounts: accounts }] : answer(call)));
}
