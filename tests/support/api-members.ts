import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { expect } from 'vitest';
import {
  AcceptInvitationResponse, InviteResponse, MemberList, ProductList, type InvitationClaims, type MemberRow, type Product,
  type RegisterResponse,
} from '../../src/api/contract';
import type { TestApi } from './api-app';
import { accountTokenFor, createAccount, type Member } from './api-accounts';
import { subscribe } from './api-catalogue';
import { PASSWORD, newDeviceId, registerVerifiedUser, type RegisteredUser } from './api-users';
import { uniqueEmail } from './unique-email';

export type Tenancy = 'ADMINISTRATOR' | 'STANDARD';
type InviteOptions = { tenancy?: Tenancy; blocked?: number[] };

export const DAY_MS = 24 * 60 * 60 * 1000;

/** POST invitation/invite as the portal sends it: the addresses in one text, comma-separated. */
export function invite(api: TestApi, accountToken: string, emails: string | string[], options: InviteOptions = {}) {
  return api.post<InviteResponse>('invitation/invite', {
    emails: Array.isArray(emails) ? emails.join(',') : emails,
    tenancy: options.tenancy ?? 'STANDARD',
    ...(options.blocked ? { blocked_packages: options.blocked } : {}),
  }, accountToken);
}

/** Invites one address and expects it sent (or sent again). */
export async function inviteOne(api: TestApi, accountToken: string, email: string, options: InviteOptions = {}): Promise<string> {
  const response = await invite(api, accountToken, email, options);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(['Invitation sent successfully.', 'Invitation sent again.']).toContain(response.body.results[0]?.message);
  return invitationTokenFor(api, email);
}

/** The token of the link in the newest invitation mail to `email`. */
export async function invitationTokenFor(api: TestApi, email: string): Promise<string> {
  const [mail] = await api.mails(email);
  const token = mail && /\/invitation\?token=([A-Za-z0-9_.-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

/** What the portal reads from the token without verifying it. */
export const invitationClaims = (token: string) => decodeJwt(token) as ReturnType<typeof decodeJwt> & InvitationClaims;

export const accept = (api: TestApi, invitationToken: string, sessionToken?: string | null) =>
  api.post<AcceptInvitationResponse>('invitation/accept-invitation', { invitationToken }, sessionToken);

export const decline = (api: TestApi, invitationToken: string) => api.post('invitation/cancel-invitation', { invitationToken });

export function registerInvited(api: TestApi, invitationToken: string, overrides: Record<string, unknown> = {}) {
  return api.post<RegisterResponse>('auth/register-invited-user', {
    first_name: 'Ivy', last_name: 'Invitee', email: uniqueEmail('ignored'), password: PASSWORD, device_id: newDeviceId(), ...overrides,
  }, invitationToken);
}

export async function listRows(api: TestApi, accountToken: string): Promise<MemberRow[]> {
  const response = await api.get<MemberRow[]>('invitation/get-user-account-invitations', accountToken);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  assert(response.body, MemberList);
  return response.body;
}

export const rowOf = async (api: TestApi, accountToken: string, email: string) =>
  (await listRows(api, accountToken)).find((row) => row.email === email.toLowerCase());

export async function products(api: TestApi, accountToken: string): Promise<Product[]> {
  const response = await api.get<Product[]>('product', accountToken);
  expect(response.status).toBe(200);
  assert(response.body, ProductList);
  return response.body;
}

/** An existing, verified user joins by invitation (invite, then accept signed in); their account token. */
export async function joinByInvitation(
  api: TestApi, adminAccountToken: string, accountId: number, user: RegisteredUser & { token: string }, options: InviteOptions = {},
): Promise<string> {
  const token = await inviteOne(api, adminAccountToken, user.email, options);
  const accepted = await accept(api, token, user.token);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return accountTokenFor(api, user.token, accountId);
}

/** The demo package with all three demo apps (Insights, Ledger, Roster). */
export const BUSINESS_PACKAGE = 2;

/**
 * A fresh account owned by an administrator named Olivia Owner, subscribed to the Business package
 * (its members' apps are the account's subscribed ones) unless `subscribed` is false.
 */
export async function ownedAccount(api: TestApi, { subscribed = true } = {}) {
  const ownerUser = await registerVerifiedUser(api, { firstName: 'Olivia', lastName: 'Owner' });
  const account = await createAccount(api, ownerUser.token, { account_name: 'Harbourlight Analytics Ltd' });
  if (subscribed) await subscribe(api, account.id, BUSINESS_PACKAGE);
  const owner: Member = { ...ownerUser, id: ownerUser.register.user.id, accountToken: account.user_account_token };
  return { account, owner };
}

/** A verified user who joined the account by invitation, with their account token. */
export async function invitedMember(
  api: TestApi, adminAccountToken: string, accountId: number, names: { firstName: string; lastName: string }, options: InviteOptions = {},
): Promise<Member> {
  const user = await registerVerifiedUser(api, names);
  const accountToken = await joinByInvitation(api, adminAccountToken, accountId, user, options);
  return { ...user, id: user.register.user.id, accountToken };
}
