import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityActions } from '../../src/api/contract';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { allEntries, seen } from '../support/api-activity';
import { rowOf } from '../support/api-members';
import { newDeviceId } from '../support/api-users';
import { finishSso, landingOf, providerPerson, ssoAccount, startSso, uniqueDomain, type Landing, ssoTestEnv } from '../support/api-sso';
import { FORGED_PERSON, FORGED_REFUSALS, startForgedOidcProvider, type ForgedOidcProvider } from '../support/forged-oidc-provider';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { cancelAt, signInAt } from '../support/oidc-walk';

/*
 * Single sign-on through an OpenID provider, from the portal's start to its session: the routes as
 * a browser and a provider use them, on each database. The protocol's checks one by one are
 * sso-oidc-protocol.test.ts's; here each failure must land the browser on the sign-in page with
 * its reason, and leave nobody signed in.
 */

/** The browser arriving at the portal's callback with the provider's answer. */
const callback = async (api: TestApi, answer: URL): Promise<Landing> =>
  landingOf(await api.app.request(`${answer.pathname}${answer.search}`));

const oidcConnection = (provider: { issuer: string; clientId: string; clientSecret: string }) => ({
  protocol: 'oidc', issuer: provider.issuer, client_id: provider.clientId, client_secret: provider.clientSecret,
});

describe.each(dbKinds)('single sign-on with OpenID Connect (%s)', (kind) => {
  let provider: TestOidcProvider;
  let postOnly: TestOidcProvider;
  let forged: ForgedOidcProvider;
  beforeAll(async () => {
    [provider, postOnly, forged] = await Promise.all([
      startOidcProvider(), startOidcProvider({ clientAuth: 'client_secret_post' }), startForgedOidcProvider(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([provider?.close(), postOnly?.close(), forged?.close()]);
  });
  const api = useApiApp(kind, { env: ssoTestEnv() });

  let sso: Awaited<ReturnType<typeof ssoAccount>>;
  beforeAll(async () => {
    sso = await ssoAccount(api, oidcConnection(provider));
  });

  /** A person the provider knows, at the account's domain unless `email` says otherwise. */
  function personAtProvider(at: TestOidcProvider, email?: string) {
    const person = providerPerson(sso.domain);
    const registered = { ...person, email: email ?? person.email };
    at.addPerson({ subject: `sub-${registered.email}`, email: registered.email, firstName: 'Olive', lastName: 'Idc' });
    return registered;
  }

  async function startAt(email: string, deviceId: string): Promise<URL> {
    const started = await startSso(api, email, deviceId);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return new URL(started.body.redirect_url);
  }

  it('sends the browser to the provider with the code flow, PKCE, state, nonce and the address as a hint', async () => {
    const person = personAtProvider(provider);
    const url = await startAt(person.email, person.deviceId);
    expect(url.origin).toBe(provider.issuer);
    const query = Object.fromEntries(url.searchParams);
    expect(query).toMatchObject({
      response_type: 'code', client_id: provider.clientId, redirect_uri: 'http://portal.test/api/v1/sso/oidc/callback',
      code_challenge_method: 'S256', login_hint: person.email, scope: expect.stringContaining('openid'),
      state: expect.any(String), nonce: expect.any(String), code_challenge: expect.any(String),
    });
  });

  it("signs a new person in through the provider's page: a STANDARD member with no apps, and the entry that says so", async () => {
    const person = personAtProvider(provider);
    const url = await startAt(person.email, person.deviceId);
    const landing = await callback(api, await signInAt(provider, url.toString(), person.email));
    expect(landing.error).toBeNull();
    const finished = await finishSso(api, landing.token ?? '', person.deviceId);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.user).toMatchObject({ email: person.email, first_name: 'Olive', last_name: 'Idc', is_email_verified: 1 });
    expect(finished.body.userAccounts.find((a) => a.id === sso.account.id)).toMatchObject({ tenancy: 'STANDARD' });
    expect((await api.get('auth', finished.body.token)).status).toBe(200);
    const row = await rowOf(api, sso.owner.accountToken, person.email);
    expect(row?.packages.filter((p) => p.isAllowed)).toEqual([]);
    expect((await allEntries(api, sso.owner.accountToken)).map(seen)).toContainEqual({
      who: 'Olive Idc', what: activityActions.sso_member_joined, subject: person.email, details: 'Joined as Standard',
    });
  });

  it('signs the same person in again as themselves, with no second membership', async () => {
    const person = personAtProvider(provider);
    const ids: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const url = await startAt(person.email, person.deviceId);
      const landing = await callback(api, await signInAt(provider, url.toString(), person.email));
      ids.push((await finishSso(api, landing.token ?? '', person.deviceId)).body.user.id);
    }
    expect(ids[0]).toBe(ids[1]);
    const joined = (await allEntries(api, sso.owner.accountToken)).filter((e) => e.subject === person.email && e.what === activityActions.sso_member_joined);
    expect(joined).toHaveLength(1);
  });

  it('authenticates with client_secret_post at a provider that offers only that', async () => {
    const postAccount = await ssoAccount(api, oidcConnection(postOnly));
    const person = { ...providerPerson(postAccount.domain) };
    postOnly.addPerson({ subject: `sub-${person.email}`, email: person.email, firstName: 'Posty' });
    const url = await startAt(person.email, person.deviceId);
    const landing = await callback(api, await signInAt(postOnly, url.toString(), person.email));
    expect(landing.error).toBeNull();
    expect((await finishSso(api, landing.token ?? '', person.deviceId)).body.user.first_name).toBe('Posty');
  });

  it("refuses an address outside the account's verified domains, naming the domain", async () => {
    const starter = providerPerson(sso.domain);
    const outsider = personAtProvider(provider, `mallory-${Date.now()}@${uniqueDomain('elsewhere')}`);
    const url = await startAt(starter.email, starter.deviceId);
    const landing = await callback(api, await signInAt(provider, url.toString(), outsider.email));
    expect(landing).toMatchObject({ token: null, error: 'email_domain', domain: outsider.email.split('@')[1] });
    expect(await api.db.query('select 1 from users where email = $1', [outsider.email])).toHaveLength(0);
  });

  it('lands on the page with the reason when the person cancels at the provider', async () => {
    const person = personAtProvider(provider);
    const url = await startAt(person.email, person.deviceId);
    expect(await callback(api, await cancelAt(provider, url.toString()))).toMatchObject({ token: null, error: 'provider' });
  });

  it('takes an answer once, refuses one for no sign-in of ours, and one after the sign-in expired', async () => {
    const person = personAtProvider(provider);
    const answer = await signInAt(provider, (await startAt(person.email, person.deviceId)).toString(), person.email);
    expect((await callback(api, answer)).token).toEqual(expect.any(String));
    expect(await callback(api, answer)).toMatchObject({ token: null, error: 'replayed' });

    const unknown = new URL(answer);
    unknown.searchParams.set('state', 'not-a-sign-in-of-ours');
    expect(await callback(api, unknown)).toMatchObject({ error: 'state' });
    unknown.searchParams.delete('state');
    expect(await callback(api, unknown)).toMatchObject({ error: 'state' });

    const late = await signInAt(provider, (await startAt(person.email, person.deviceId)).toString(), person.email);
    api.clock.advance(11 * 60_000);
    expect(await callback(api, late)).toMatchObject({ error: 'expired' });
  });

  describe('a provider that forges its answers', () => {
    let forgedAccount: Awaited<ReturnType<typeof ssoAccount>>;
    beforeAll(async () => {
      forgedAccount = await ssoAccount(api, oidcConnection(forged));
      // The forged person's address is at example.com: that account verified it, so only the forgery can fail.
      await api.db.query('update sso_domains set domain = $2 where account_id = $1', [forgedAccount.account.id, 'example.com']);
    });

    it('signs in with its honest answer', async () => {
      const deviceId = newDeviceId();
      const url = await startAt(FORGED_PERSON.email, deviceId);
      const landing = await callback(api, forged.answer(url.toString(), 'honest'));
      expect(landing.error).toBeNull();
      expect((await finishSso(api, landing.token ?? '', deviceId)).body.user.email).toBe(FORGED_PERSON.email.toLowerCase());
    });

    it.each(FORGED_REFUSALS)('refuses an ID token that is %s as %s, and signs nobody in', async (answer, reason) => {
      const before = await api.count('sessions');
      const url = await startAt(FORGED_PERSON.email, newDeviceId());
      expect(await callback(api, forged.answer(url.toString(), answer))).toMatchObject({ token: null, error: reason });
      expect(await api.count('sessions')).toBe(before);
    });
  });
});
