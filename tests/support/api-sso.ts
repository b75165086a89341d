import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  SSO_DOMAIN_PARAM, SSO_ERROR_PARAM, SSO_RESULT_PARAM, SSO_SIGN_IN_PAGE,
  type SsoConnectionState, type SsoFinishResponse, type SsoStartResponse,
} from '../../src/api/contract';
import type { TestApi } from './api-app';
import { ownedAccount } from './api-members';
import { newDeviceId } from './api-users';

/**
 * The tests' providers run on loopback, which the server calls only for hosts its operator lists:
 * the test server lists them, as an operator lists a provider inside the company's network.
 */
export const SSO_TEST_HOSTS = '127.0.0.1';
export const ssoTestEnv = (extra: Record<string, string> = {}) => ({ SSO_ALLOWED_HOSTS: SSO_TEST_HOSTS, ...extra });

/** A domain nobody else in the test's database holds. */
export const uniqueDomain = (name = 'acme'): string => `${name}-${randomBytes(4).toString('hex')}.example`;

/**
 * An account with a verified domain and a saved connection, ready for its people to sign in with
 * single sign-on. The domain is marked verified in the database: proving it by DNS is the domains
 * suite's subject (sso-domains.test.ts), not the sign-in's.
 */
export async function ssoAccount(api: TestApi, connection: Record<string, unknown>) {
  const { account, owner } = await ownedAccount(api);
  const domain = uniqueDomain();
  const now = api.clock.now();
  await api.db.query(
    'insert into sso_domains (account_id, domain, token, created_at, verified_at) values ($1, $2, $3, $4, $4)',
    [account.id, domain, randomBytes(16).toString('hex'), now],
  );
  const saved = await api.post<SsoConnectionState>('account/sso/connection', connection, owner.accountToken);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { account, owner, domain };
}

export const startSso = (api: TestApi, email: string, deviceId: string, rememberMe = true) =>
  api.post<SsoStartResponse>('auth/sso/start', { email, device_id: deviceId, remember_me: rememberMe });

export const finishSso = (api: TestApi, token: string, deviceId: string) =>
  api.post<SsoFinishResponse>('auth/sso/finish', { token, device_id: deviceId });

/** Where a provider's answer sent the browser: the sign-in page, with a finish token or a failure's reason. */
export type Landing = { token: string | null; error: string | null; domain: string | null };

/** Reads the See Other answer of a callback: it must send the browser to the sign-in page. */
export async function landingOf(response: Response): Promise<Landing> {
  expect(response.status, await response.clone().text()).toBe(303);
  const location = new URL(response.headers.get('location') ?? '', 'http://portal.test');
  expect(location.pathname).toBe(SSO_SIGN_IN_PAGE);
  const query = location.searchParams;
  return { token: query.get(SSO_RESULT_PARAM), error: query.get(SSO_ERROR_PARAM), domain: query.get(SSO_DOMAIN_PARAM) };
}

/** POSTs a SAML answer to the ACS as the provider's auto-submitted form does. */
export async function postAcs(api: TestApi, samlResponse: string, relayState: string | null): Promise<Landing> {
  const form = new URLSearchParams({ SAMLResponse: samlResponse });
  if (relayState !== null) form.set('RelayState', relayState);
  return landingOf(await api.app.request('/api/v1/sso/saml/acs', {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(),
  }));
}

/** A person of the provider: their address at the domain, and the browser they sign in with. */
export const providerPerson = (domain: string, name = 'sam') => ({
  email: `${name}-${randomBytes(3).toString('hex')}@${domain}`, firstName: 'Sam', lastName: 'Single', deviceId: newDeviceId(),
});
