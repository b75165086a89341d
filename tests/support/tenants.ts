import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import type { CreatedScimToken, SsoDomain, SubscribeResponse } from '../../src/api/contract';
import { signAccountToken } from '../../server/auth/jwt';
import type { TestApi } from './api-app';
import { accountTokenFor, createAccount, type Member } from './api-accounts';
import { subscribe } from './api-catalogue';
import { BUSINESS_PACKAGE, invitedMember, inviteOne } from './api-members';
import { scim } from './api-scim';
import { login, registerVerifiedUser } from './api-users';
import type { Secrets } from './leaks';
import { uniqueEmail } from './unique-email';

/**
 * Two tenants for the cross-tenant proofs. The target account holds everything an attacker might
 * want, each piece tagged with a random marker so that a leak of any of it into an answer is
 * found by searching the answer's JSON. The attacker administers an account of their own.
 */
export type Tenants = Awaited<ReturnType<typeof buildTenants>>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const sessionIdOf = (token: string): string => String(decodeJwt(token).sid);

/** The account's form with every free-text field carrying `tag`. */
const taggedAccount = (tag: string) => ({
  account_name: `Target ${tag} Ltd`,
  account_reference: `Target Reference ${tag}`,
  tax_number: `GB${tag}`,
  registration_number: `REG${tag}`,
  address_1: `${tag} Secret Street`,
  city: `City${tag}`,
});

/** A user token named in a way the server never hands out: the attacker's live session, the target's account. */
async function forgedAccountToken(api: TestApi, userId: number, sessionToken: string, accountId: number): Promise<string> {
  const now = api.clock.now();
  return signAccountToken(api.services.keys.jwt, { userId, sessionId: sessionIdOf(sessionToken), accountId }, {
    now, expiresAt: new Date(now.getTime() + 30 * DAY_MS),
  });
}

/** The attacker's own account token with its account claim rewritten, the signature left as it was. */
function tamperedAccountToken(token: string, accountId: number): string {
  const [header, payload, signature] = token.split('.');
  const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), acc: accountId };
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

/** A signed-in session that ends 12 hours after sign-in ("Keep me signed in" unticked). */
async function shortSession(api: TestApi, member: Member): Promise<string> {
  const response = await login(api, member, member.deviceId, false);
  expect(response.body.token, JSON.stringify(response.body)).toEqual(expect.any(String));
  return response.body.token as string;
}

export async function buildTenants(api: TestApi) {
  const tag = randomBytes(5).toString('hex');
  const name = (role: string) => ({ firstName: `${role}${tag}`, lastName: `Target${tag}` });

  const ownerUser = await registerVerifiedUser(api, { ...name('Olivia'), email: uniqueEmail(`owner${tag}`) });
  const account = await createAccount(api, ownerUser.token, taggedAccount(tag));
  await subscribe(api, account.id, BUSINESS_PACKAGE);
  const owner: Member = { ...ownerUser, id: ownerUser.register.user.id, accountToken: account.user_account_token };

  const standard = await invitedMember(api, owner.accountToken, account.id, name('Sam'));
  const canceled = await invitedMember(api, owner.accountToken, account.id, name('Carl'), { tenancy: 'ADMINISTRATOR' });
  const expiring = await invitedMember(api, owner.accountToken, account.id, name('Eve'), { tenancy: 'ADMINISTRATOR' });
  const leaver = await invitedMember(api, owner.accountToken, account.id, name('Lou'), { tenancy: 'ADMINISTRATOR' });
  const invitee = uniqueEmail(`invitee${tag}`);
  await inviteOne(api, owner.accountToken, invitee);

  // The canceled member keeps the account token they were given while still a member.
  const canceledMembership = await api.post('invitation/cancel-membership-invitation', { email: canceled.email }, owner.accountToken);
  expect(canceledMembership.status, JSON.stringify(canceledMembership.body)).toBe(200);
  // Eve's second session lasts 12 hours; the caller moves the clock past it (see expireShortSessions).
  const expiringSession = await shortSession(api, expiring);
  const expiringAccountToken = await accountTokenFor(api, expiringSession, account.id);
  // Lou signs out; the account token of that session must die with it.
  expect((await api.post('auth/logout', {}, leaver.token)).status).toBe(200);

  // A checkout of the target account, started by its owner: its hosted page id names the account's billing.
  const checkout = await api.post<SubscribeResponse>('package/subscribe', { package_id: BUSINESS_PACKAGE, excluded_users: [] }, owner.accountToken);
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const hostedPageId = checkout.body.data.access_url.split('/').pop() ?? '';

  // A domain of the target's, for single sign-on: its name and its record's token are the target's alone.
  const ssoDomain = await api.post<SsoDomain>('account/sso/domains', { domain: `target${tag}.example` }, owner.accountToken);
  expect(ssoDomain.status, JSON.stringify(ssoDomain.body)).toBe(201);
  // Its identity provider's connection: the issuer, client id and secret are the target's alone.
  const ssoConnection = {
    protocol: 'oidc', issuer: `https://idp${tag}.example/tenant`, client_id: `target-client${tag}`, client_secret: `target-secret${tag}`,
  };
  const savedConnection = await api.post('account/sso/connection', ssoConnection, owner.accountToken);
  expect(savedConnection.status, JSON.stringify(savedConnection.body)).toBe(200);

  const malloryUser = await registerVerifiedUser(api, { firstName: 'Mallory', lastName: 'Attacker' });
  const mallorysAccount = await createAccount(api, malloryUser.token, { account_name: 'Mallory Holdings', account_reference: 'Mallory Holdings' });
  await subscribe(api, mallorysAccount.id, BUSINESS_PACKAGE);
  const mallory: Member = { ...malloryUser, id: malloryUser.register.user.id, accountToken: mallorysAccount.user_account_token };

  // Directory sync: the target's domain verified (directly: DNS is the domains suite's subject), a
  // person and a group its provider pushed; each side's SCIM token.
  await api.db.query('update sso_domains set verified_at = $2 where id = $1', [ssoDomain.body.id, api.clock.now()]);
  const scimTokenOf = async (accountToken: string) => {
    const created = await api.post<CreatedScimToken>('account/scim/token', {}, accountToken);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.token;
  };
  const targetScimToken = await scimTokenOf(owner.accountToken);
  const scimPerson = `scim${tag}@${ssoDomain.body.domain}`;
  const scimUser = await scim(api, 'POST', '/Users', targetScimToken, { userName: scimPerson, externalId: `ext${tag}`, name: { givenName: `Pat${tag}` } });
  expect(scimUser.status, JSON.stringify(scimUser.body)).toBe(201);
  const scimGroup = await scim(api, 'POST', '/Groups', targetScimToken, { displayName: `Group${tag}`, members: [{ value: scimUser.body.id }] });
  expect(scimGroup.status, JSON.stringify(scimGroup.body)).toBe(201);
  const attackerScimToken = await scimTokenOf(mallory.accountToken);
  // The SCIM id is the resource's own; the person behind it is a portal user like the others.
  const [{ user_id: scimUserId }] = await api.db.query<{ user_id: number }>(
    'select user_id from scim_users where account_id = $1 and id = $2', [account.id, Number(scimUser.body.id)],
  );

  return {
    target: {
      account, owner, standard, invitee, hostedPageId, ssoDomain: ssoDomain.body,
      scimToken: targetScimToken, scimUserId: String(scimUser.body.id), scimGroupId: String(scimGroup.body.id),
      canceledAccountToken: canceled.accountToken,
      expiringAccountToken,
      loggedOutAccountToken: leaver.accountToken,
    },
    attacker: {
      ...mallory,
      accountId: mallorysAccount.id,
      forgedTargetToken: await forgedAccountToken(api, mallory.id, mallory.token, account.id),
      tamperedTargetToken: tamperedAccountToken(mallory.accountToken, account.id),
      scimToken: attackerScimToken,
    },
    /** Everything that belongs to the target account alone: none of it may appear in an answer to anyone else. */
    secrets: {
      strings: [
        tag, ...Object.values(taggedAccount(tag)), hostedPageId, invitee, ssoDomain.body.domain, ssoDomain.body.record_value,
        ssoConnection.issuer, ssoConnection.client_id, ssoConnection.client_secret, targetScimToken, scimPerson, `ext${tag}`, `Group${tag}`,
        ...[owner, standard, canceled, expiring, leaver].map((member) => member.email),
      ],
      userIds: [owner.id, standard.id, canceled.id, expiring.id, leaver.id, scimUserId],
      accountIds: [account.id],
    } satisfies Secrets,
  };
}

/** Moves the test clock past the 12-hour sessions; the 30-day ones live on. */
export const expireShortSessions = (api: TestApi) => api.clock.advance(12 * HOUR_MS + 60_000);
