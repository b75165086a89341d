import { assert } from 'superstruct';
import { expect } from 'vitest';
import { CurrentUserResponse, UserAccount } from '../../src/api/contract';
import type { TestApi } from './api-app';
import { registerVerifiedUser, type RegisteredUser } from './api-users';

/** The account form as the portal sends it: flat fields, a registered company in GB. */
export function accountForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    account_name: 'Harbourlight Analytics Ltd',
    account_reference: 'Harbourlight Analytics Ltd',
    account_type_id: 2,
    tax_number: 'GB123456789',
    phone_number: '+44 20 7946 0000',
    registration_number: '01234567',
    country: 'GB',
    address_1: '12 Quillbrook Lane',
    address_2: 'Suite 4',
    city: 'Leeds',
    postal_code: 'LS1 4AB',
    company_country: 'GB',
    ...overrides,
  };
}

/** PUT account's body: the same form without company_country. */
export function updateForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { company_country: _companyCountry, ...form } = accountForm(overrides);
  return form;
}

export async function createAccount(api: TestApi, sessionToken: string, overrides: Record<string, unknown> = {}): Promise<UserAccount> {
  const response = await api.post<UserAccount>('account', accountForm(overrides), sessionToken);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  assert(response.body, UserAccount);
  return response.body;
}

/** A membership put in with SQL, for tests about access rather than about joining (see api-members.ts). */
export async function addMemberRow(api: TestApi, userId: number, accountId: number, tenancy: 'ADMINISTRATOR' | 'STANDARD') {
  await api.db.query('insert into user_accounts (user_id, account_id, tenancy) values ($1, $2, $3)', [userId, accountId, tenancy]);
}

export async function removeMemberRow(api: TestApi, userId: number, accountId: number) {
  await api.db.query('delete from user_accounts where user_id = $1 and account_id = $2', [userId, accountId]);
}

/** The user_account_token of `accountId` for a session, as GET auth hands it out. */
export async function accountTokenFor(api: TestApi, sessionToken: string, accountId: number): Promise<string> {
  const response = await api.get('auth', sessionToken);
  assert(response.body, CurrentUserResponse);
  const account = response.body.userAccounts.find((candidate) => candidate.id === accountId);
  if (!account) throw new Error(`account ${accountId} is not among the user's accounts`);
  return account.user_account_token;
}

/** Everything stored about an account (row, addresses, memberships), to prove a refused call changed nothing. */
export async function accountState(api: TestApi, accountId: number): Promise<unknown> {
  const [account] = await api.db.query('select * from accounts where id = $1', [accountId]);
  const addresses = await api.db.query('select * from account_addresses where account_id = $1 order by position', [accountId]);
  const members = await api.db.query(
    'select user_id, tenancy from user_accounts where account_id = $1 order by user_id',
    [accountId],
  );
  return { account, addresses, members };
}

export type Member = RegisteredUser & { id: number; token: string; accountToken: string };

/** An account made by `owner` (ADMINISTRATOR, primary contact) with one STANDARD member. */
export async function accountWithMember(api: TestApi) {
  const ownerUser = await registerVerifiedUser(api, { firstName: 'Olivia', lastName: 'Owner' });
  const account = await createAccount(api, ownerUser.token);
  const memberUser = await registerVerifiedUser(api, { firstName: 'Sam', lastName: 'Standard' });
  await addMemberRow(api, memberUser.register.user.id, account.id, 'STANDARD');
  const owner: Member = { ...ownerUser, id: ownerUser.register.user.id, accountToken: account.user_account_token };
  const member: Member = {
    ...memberUser, id: memberUser.register.user.id, accountToken: await accountTokenFor(api, memberUser.token, account.id),
  };
  return { account, owner, member };
}
