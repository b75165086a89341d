import { randomBytes } from 'node:crypto';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { Passkey, PasskeyAddedResponse, twoStepMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { addPasskey, newAuthenticator, registrationOptions, securitySummary, signInWith, userWithPasskey } from '../support/api-passkeys';
import { PASSWORD, registerVerifiedUser } from '../support/api-users';
import type { Tweaks } from '../support/webauthn-authenticator';

const MINUTE_MS = 60 * 1000;
const FAILED = { message: twoStepMessages.passkeyFailed };
const NOT_FOUND = { message: twoStepMessages.passkeyNotFound };

describe.each(dbKinds)('passkeys on the Security screen (%s)', (kind) => {
  const api = useApiApp(kind);

  it('offers options for this site and user: resident key and user verification preferred, a handle that is not the e-mail', async () => {
    const user = await registerVerifiedUser(api, { firstName: 'Grace', lastName: 'Hopper' });
    const options = await registrationOptions(api, user.token);
    expect(options.rp).toEqual({ id: 'portal.test', name: 'Customer Portal' });
    expect(options.user).toMatchObject({ name: user.email, displayName: 'Grace Hopper' });
    expect(Buffer.from(options.user.id, 'base64url').toString('latin1')).not.toContain(user.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'preferred', userVerification: 'preferred' });
    expect(options.excludeCredentials).toEqual([]);
    // The same handle every time: an authenticator keeps one passkey per user and site.
    expect((await registrationOptions(api, user.token)).user.id).toBe(options.user.id);
  });

  it('adds passkeys: each listed, recovery codes with the first only, and the next options exclude them', async () => {
    const user = await registerVerifiedUser(api);
    const [laptop, phone] = [newAuthenticator(), newAuthenticator()];
    const first = await addPasskey(api, user.token, laptop, { name: 'Work laptop' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    assert(first.body, PasskeyAddedResponse);
    expect(first.body.passkey).toMatchObject({ name: 'Work laptop', last_used_at: null });
    expect(Math.abs(Date.parse(first.body.passkey.created_at) - api.clock.now().getTime())).toBeLessThan(MINUTE_MS);
    expect(first.body.recovery_codes).toHaveLength(10);
    for (const code of first.body.recovery_codes ?? []) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const second = await addPasskey(api, user.token, phone, { name: 'Phone' });
    expect(second.status).toBe(200);
    expect(second.body.recovery_codes).toBeNull();

    expect(await securitySummary(api, user.token)).toEqual({
      passkeys: [first.body.passkey, second.body.passkey], totp: false, recovery_codes_left: 10,
    });
    const next = await registrationOptions(api, user.token);
    expect(next.excludeCredentials?.map(({ id }) => id)).toEqual([laptop.credentialId, phone.credentialId]);
  });

  it('names a passkey after the browser it was made in when the user gives none', async () => {
    const user = await registerVerifiedUser(api);
    const authenticator = newAuthenticator();
    const response = authenticator.register(await registrationOptions(api, user.token));
    const added = await api.app.request('/api/v1/auth/passkeys', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${user.token}`,
        'Content-Type': 'application/json',
        'User-Agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      },
      body: JSON.stringify({ response }),
    });
    expect(added.status).toBe(200);
    expect(((await added.json()) as PasskeyAddedResponse).passkey.name).toBe('Chrome on macOS');

    // No browser to name: 'Passkey' and the day.
    const bare = await addPasskey(api, user.token, newAuthenticator());
    expect(bare.body.passkey.name).toBe(`Passkey ${api.clock.now().toISOString().slice(0, 10)}`);
  });

  it('refuses the same passkey a second time: 409', async () => {
    const user = await registerVerifiedUser(api);
    const authenticator = newAuthenticator();
    expect((await addPasskey(api, user.token, authenticator)).status).toBe(200);
    const again = await addPasskey(api, user.token, authenticator);
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { message: twoStepMessages.passkeyAlreadyAdded } });
    expect((await securitySummary(api, user.token)).passkeys).toHaveLength(1);
  });

  it.each<[string, Tweaks]>([
    ['signed for another origin', { origin: 'https://portal.test.evil.example' }],
    ['made for another relying party', { rpId: 'evil.example' }],
    ['of an assertion, not a registration', { type: 'webauthn.get' }],
    ['answering a challenge the server never gave', { challenge: randomBytes(32).toString('base64url') }],
  ])('refuses a registration %s: 400, nothing stored', async (_name, tweaks) => {
    const user = await registerVerifiedUser(api);
    const refused = await addPasskey(api, user.token, newAuthenticator(), { tweaks });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: FAILED });
    expect(await securitySummary(api, user.token)).toEqual({ passkeys: [], totp: false, recovery_codes_left: 0 });
  });

  it("refuses a replayed registration, another user's challenge and an expired one: 400", async () => {
    const user = await registerVerifiedUser(api);
    const other = await registerVerifiedUser(api);

    const response = newAuthenticator().register(await registrationOptions(api, user.token));
    expect((await api.post('auth/passkeys', { response }, user.token)).status).toBe(200);
    // The challenge is used: the same answer again is refused before its passkey is even looked at.
    expect(await api.post('auth/passkeys', { response }, user.token)).toMatchObject({ status: 400, body: FAILED });

    const othersAnswer = newAuthenticator().register(await registrationOptions(api, other.token));
    expect(await api.post('auth/passkeys', { response: othersAnswer }, user.token)).toMatchObject({ status: 400, body: FAILED });

    const late = newAuthenticator().register(await registrationOptions(api, user.token));
    api.clock.advance(5 * MINUTE_MS + 1000);
    expect(await api.post('auth/passkeys', { response: late }, user.token)).toMatchObject({ status: 400, body: FAILED });
    expect((await securitySummary(api, user.token)).passkeys).toHaveLength(1);
    expect((await securitySummary(api, other.token)).passkeys).toHaveLength(0);
  });

  it("renames a passkey; another user's, or an id nobody has, is not found", async () => {
    const user = await userWithPasskey(api);
    const other = await registerVerifiedUser(api);
    const { id } = user.added.passkey;

    const renamed = await api.put<Passkey>(`auth/passkeys/${id}`, { name: '  Phone  ' }, user.token);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...user.added.passkey, name: 'Phone' });

    expect(await api.put(`auth/passkeys/${id}`, { name: 'Mine now' }, other.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await api.put('auth/passkeys/99999999', { name: 'Ghost' }, user.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await api.put('auth/passkeys/not-an-id', { name: 'Ghost' }, user.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await api.put(`auth/passkeys/${id}`, { name: ' ' }, user.token)).toMatchObject({
      status: 400, body: { message: twoStepMessages.passkeyNameRequired, errors: { name: twoStepMessages.passkeyNameRequired } },
    });
    expect((await securitySummary(api, user.token)).passkeys.map(({ name }) => name)).toEqual(['Phone']);
  });

  it("removes a passkey; another user's is not found and stays; a removed passkey no longer signs in", async () => {
    const user = await userWithPasskey(api);
    const other = await registerVerifiedUser(api);
    const path = `auth/passkeys/${user.added.passkey.id}/remove`;

    const proof = { password: PASSWORD };
    expect(await api.post(path, proof, other.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await securitySummary(api, user.token)).passkeys).toHaveLength(1);

    // Removing a way to sign in asks for the password: without it, or with a wrong one, the passkey stays.
    expect(await api.post(path, {}, user.token)).toMatchObject({ status: 400, body: { errors: { password: 'Password is required' } } });
    expect(await api.post(path, { password: 'not it' }, user.token)).toMatchObject({ status: 400, body: { message: twoStepMessages.passwordWrong } });
    expect((await securitySummary(api, user.token)).passkeys).toHaveLength(1);

    expect(await api.post(path, proof, user.token)).toMatchObject({ status: 200, body: { message: twoStepMessages.passkeyRemoved } });
    expect((await securitySummary(api, user.token)).passkeys).toEqual([]);
    expect(await api.post(path, proof, user.token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await signInWith(api, user)).toMatchObject({ status: 400, body: FAILED });
  });
});
