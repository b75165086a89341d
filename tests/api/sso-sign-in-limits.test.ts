import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoSignInMessages as messages } from '../../src/api/contract';
import { rules } from '../../server/limits/rules';
import { dbKinds, useApiApp } from '../support/api-app';
import { newDeviceId } from '../support/api-users';
import { providerPerson, ssoAccount, ssoTestEnv } from '../support/api-sso';
import { startSamlIdp, type SamlIdp } from '../support/saml-idp';

/*
 * Single sign-on's calls count their failures as a password sign-in does, per client address, and
 * never their successes: a whole company signs in from one gateway.
 */

const PAIR_LIMIT = rules.signInPair.windows[0].limit;

describe.each(dbKinds)('single sign-on limits (%s)', (kind) => {
  let idp: SamlIdp;
  beforeAll(async () => {
    idp = await startSamlIdp();
  });
  afterAll(() => idp?.close());
  const api = useApiApp(kind, { env: ssoTestEnv() });

  it('refuses an address without single sign-on, then answers 429 with Retry-After once the failures fill the limit', async () => {
    const client = api.from('203.0.113.40');
    const body = { email: 'nobody@no-sso.example', device_id: newDeviceId(), remember_me: true };
    for (let i = 0; i < PAIR_LIMIT; i += 1) {
      const refused = await client.post('auth/sso/start', body);
      expect(refused).toMatchObject({ status: 400, body: { message: messages.notSetUp, errors: { email: messages.notSetUp } } });
    }
    const limited = await client.post('auth/sso/start', body);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client address is not held back by this one's failures.
    expect((await api.from('203.0.113.41').post('auth/sso/start', body)).status).toBe(400);
  });

  it('never counts a started sign-in: a company starts many from one address', async () => {
    const { domain } = await ssoAccount(api, { protocol: 'saml', metadata_xml: idp.metadataXml });
    const client = api.from('203.0.113.42');
    const person = providerPerson(domain);
    for (let i = 0; i < PAIR_LIMIT + 5; i += 1) {
      const started = await client.post('auth/sso/start', { email: person.email, device_id: person.deviceId, remember_me: true });
      expect(started.status).toBe(200);
    }
  });

  it('answers 429 with Retry-After to finish tokens guessed from one address', async () => {
    const client = api.from('203.0.113.43');
    const deviceId = newDeviceId();
    const guess = (i: number) => client.post('auth/sso/finish', { token: `guessed-token-${i}-${'x'.repeat(30)}`, device_id: deviceId });
    for (let i = 0; i < PAIR_LIMIT; i += 1) expect((await guess(i)).status).toBe(400);
    const limited = await guess(PAIR_LIMIT);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
