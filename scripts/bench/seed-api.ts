import { randomBytes } from 'node:crypto';
import type { LoginResponse, SubscribeResponse, UserAccount } from '../../src/api/contract';
import { call, expectOk } from '../load/http';
import type { Session } from './routes';

/**
 * The part of the seed a person does in the portal, done through the API as the portal does it
 * (the calls of scripts/load/seed.ts): the owner registers and verifies by the mailed code (which
 * makes the bench's device one they trust), creates three accounts, subscribes the first to the
 * Business package on the sandbox's hosted checkout, and invites a few addresses that stay pending.
 */
export const PASSWORD = 'correct horse battery';
/** The owner's browser, as far as the server knows it: registering from it trusts it. */
/** The browser the owner signs in from: `<fingerprint>.<install id>`, as the portal makes it (session/device-id.ts). */
export const OWNER_INSTALL = 'bench-owner-install';
export const OWNER_DEVICE = `bench-owner-fingerprint.${OWNER_INSTALL}`;
export const MAIN_ACCOUNT = 'Bench Members Ltd';
const OTHER_ACCOUNTS = ['Bench Holdings Ltd', 'Bench Trading Ltd'];
/** The Business package of the demo catalogue (Insights, Ledger, Roster). */
const BUSINESS_PACKAGE = 2;

export type Owner = { email: string; userId: number; accountId: number; accountIds: number[] };

export const accountForm = (name: string) => ({
  account_name: name, account_reference: name, account_type_id: 1, phone_number: '+44 20 7946 0000',
  country: 'GB', address_1: '1 Bench Street', city: 'Leeds', postal_code: 'LS1 4AB',
});

async function newestMail(base: string, to: string): Promise<string> {
  const mails = expectOk(await call<{ text: string }[]>(base, 'GET', `/__dev/mail.json?to=${encodeURIComponent(to)}`), 'the dev mailbox');
  if (!mails[0]) throw new Error(`no mail to ${to}`);
  return mails[0].text;
}

/** A normal successful sign-in: a trusted device and the right password answer with tokens at once. */
export async function signIn(base: string, email: string, deviceId: string): Promise<LoginResponse & { token: string }> {
  const answer = expectOk(await call<LoginResponse>(base, 'POST', '/api/v1/auth/login', {
    body: { email, password: PASSWORD, remember_me: true, device_id: deviceId },
  }), `sign in as ${email}`);
  if (!answer.login || !answer.token) throw new Error(`sign-in of ${email} asked for verification instead of signing in`);
  return { ...answer, token: answer.token };
}

export async function seedOwner(base: string, pendingInvitations: number): Promise<Owner> {
  const email = `bench.owner.${randomBytes(3).toString('hex')}@example.com`;
  const registered = expectOk(await call<{ otpToken: string }>(base, 'POST', '/api/v1/auth/register', {
    body: { first_name: 'Bench', last_name: 'Owner', email, password: PASSWORD, device_id: OWNER_DEVICE },
  }), 'register the owner');
  const code = Number(/Your code is (\d{6})\./.exec(await newestMail(base, email))?.[1]);
  const { token: session } = expectOk(await call<{ token: string }>(base, 'POST', '/api/v1/auth/verify-email-otp', {
    body: { otp: code, token: registered.otpToken, device_id: OWNER_DEVICE },
  }), "verify the owner's e-mail");

  const created: UserAccount[] = [];
  for (const name of [MAIN_ACCOUNT, ...OTHER_ACCOUNTS]) {
    created.push(expectOk(await call<UserAccount>(base, 'POST', '/api/v1/account', { body: accountForm(name), token: session }), `create ${name}`, 201));
  }
  const main = created[0];
  await subscribeInSandbox(base, session, main.user_account_token);

  const invitees = Array.from({ length: pendingInvitations }, (_, index) => `bench.invitee.${index}@example.com`);
  for (let start = 0; start < invitees.length; start += 100) {
    expectOk(await call(base, 'POST', '/api/v1/invitation/invite', {
      body: { emails: invitees.slice(start, start + 100).join(','), tenancy: 'STANDARD' }, token: main.user_account_token,
    }), 'invite addresses');
  }
  const { user } = await signIn(base, email, OWNER_DEVICE);
  return { email, userId: user.id, accountId: main.id, accountIds: created.map((account) => account.id) };
}

/** Pays for the Business package on the sandbox's hosted page, as the browser does, and confirms it. */
async function subscribeInSandbox(base: string, session: string, accountToken: string): Promise<void> {
  const started = expectOk(await call<SubscribeResponse>(base, 'POST', '/api/v1/package/subscribe', {
    body: { package_id: BUSINESS_PACKAGE, excluded_users: [] }, token: accountToken,
  }), 'start the checkout');
  const checkout = /\/__sandbox\/checkout\/([^/?#]+)/.exec(started.data.access_url)?.[1];
  if (!checkout) throw new Error(`not a sandbox checkout: ${started.data.access_url} (is CHARGEBEE_SITE set?)`);
  expectOk(await call(base, 'POST', `/__sandbox/checkout/${checkout}/pay`, { redirect: 'manual' }), 'pay on the sandbox', 303);
  expectOk(await call(base, 'POST', '/api/v1/package/check-subscription', { body: { hosted_page_id: checkout }, token: session }), 'confirm the subscription');
}

/** The seeded owner signed in on the bench's device, with their session and the seeded account's token. */
export async function ownerSession(base: string, seeded: { email: string; accountId: number }): Promise<{ session: Session; accountToken: string }> {
  const owner = await signIn(base, seeded.email, OWNER_DEVICE);
  const account = owner.userAccounts.find((candidate) => candidate.id === seeded.accountId);
  if (!account) throw new Error('the owner does not see the seeded account');
  return { session: { token: owner.token, userId: owner.user.id, accountId: account.id }, accountToken: account.user_account_token };
}
