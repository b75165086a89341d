import { describe, expect, it } from 'vitest';
import { profileMessages, twoStepMessages } from '../../src/api/contract';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { expectTooMany } from '../support/api-limits';
import { CHROME_ON_LINUX, fromBrowser } from '../support/api-devices';
import { PASSWORD, login, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

/*
 * A live session without the password (a stolen token, an unlocked browser) tries to take the
 * profile for good: a new password, or a new e-mail and then a reset to it. Each change asks for
 * the current password, and the address the profile had hears of it.
 */

const NEW_PASSWORD = 'a brand new passphrase';
const REQUIRED = { message: profileMessages.currentPasswordRequired, errors: { current_password: profileMessages.currentPasswordRequired } };
const WRONG = { message: profileMessages.currentPasswordWrong, errors: { current_password: profileMessages.currentPasswordWrong } };
const BROWSER = { ...CHROME_ON_LINUX, address: '203.0.113.7' };

describe.each(dbKinds)('changing a credential with update-me (%s)', (kind) => {
  const api = useApiApp(kind);
  const stored = async (id: number) =>
    (await api.db.query<{ email: string; password_hash: string; first_name: string }>('select email, password_hash, first_name from users where id = $1', [id]))[0];
  const update = (token: string, body: Record<string, unknown>) =>
    fromBrowser(api, BROWSER).put('user/update-me', { first_name: 'Ada', last_name: 'Lovelace', ...body }, token);

  it('refuses a new password without the current one, or with a wrong one, and changes nothing', async () => {
    const user = await registerVerifiedUser(api);
    const before = await stored(user.register.user.id);
    const mailsBefore = (await api.mails(user.email)).length;
    for (const [proof, refusal] of [[undefined, REQUIRED], ['', REQUIRED], ['not the password', WRONG]] as const) {
      const response = await update(user.token, { first_name: 'Mallory', email: user.email, password: NEW_PASSWORD, current_password: proof });
      expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: refusal });
    }
    expect(await stored(user.register.user.id)).toEqual(before);
    expect(await api.mails(user.email)).toHaveLength(mailsBefore);
    expect((await login(api, user, user.deviceId)).body).toMatchObject({ login: true });
  });

  it('refuses a new e-mail without the current password: no mail to the new address, the reset stays with the owner', async () => {
    const user = await registerVerifiedUser(api);
    const takeover = uniqueEmail('attacker');
    const response = await update(user.token, { email: takeover });
    expect({ status: response.status, body: response.body }).toEqual({ status: 400, body: REQUIRED });
    expect((await update(user.token, { email: takeover, current_password: 'guess' })).body).toEqual(WRONG);
    expect((await stored(user.register.user.id)).email).toBe(user.email);
    expect(await api.mails(takeover)).toEqual([]);
    // A forgot-password to the attacker's address finds nobody.
    await api.post('auth/forgot-password', { email: takeover });
    expect(await api.mails(takeover)).toEqual([]);
  });

  it('counts a wrong current password as a failed sign-in of the user from that address', async () => {
    const user = await registerVerifiedUser(api);
    const before = await stored(user.register.user.id);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await update(user.token, { email: user.email, password: NEW_PASSWORD, current_password: `wrong ${attempt}` })).body).toEqual(WRONG);
    }
    // Ten failures from the address for this e-mail: even the right password waits, here and at the login page.
    expectTooMany(await update(user.token, { email: user.email, password: NEW_PASSWORD, current_password: PASSWORD }), 15 * 60);
    expectTooMany(await fromBrowser(api, BROWSER).post('auth/login', { email: user.email, password: PASSWORD, remember_me: true, device_id: user.deviceId }), 15 * 60);
    expect(await stored(user.register.user.id)).toEqual(before);
    // A change of names alone asks for nothing.
    expect((await update(user.token, { first_name: 'Augusta', email: user.email })).status).toBe(200);
  });

  it('a new password with the current one: saved, other sessions end, and the old address is told when and from where', async () => {
    const user = await registerVerifiedUser(api);
    const other = await login(api, user, user.deviceId);
    const response = await update(user.token, { email: user.email, password: NEW_PASSWORD, current_password: PASSWORD });
    expect(response.status).toBe(200);
    expect((await api.get('auth', other.body.token)).status).toBe(401);
    expect((await api.get('auth', user.token)).status).toBe(200);
    const [notice] = await api.mails(user.email);
    expect(notice.subject).toBe('Your password was changed');
    expectNoticeSays(api, notice.text, 'The password of your user profile was changed');
    expect(notice.text).toContain('reset your password now at http://portal.test/auth/forgot-password');
  });

  it('a new e-mail with the current password: the old address is told the new one, the new one gets its code', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    const response = await update(user.token, { email: newEmail, current_password: PASSWORD });
    expect(response.status).toBe(200);
    const [notice] = await api.mails(user.email);
    expect(notice.subject).toBe('A new e-mail address was asked for');
    expectNoticeSays(api, notice.text, `A change of your user profile's e-mail address to ${newEmail} was asked for.`);
    expect((await api.latestMail(newEmail)).subject).toBe('Verify your email');
  });

  it('both at once: one notice of each to the old address, none to the new', async () => {
    const user = await registerVerifiedUser(api);
    const newEmail = uniqueEmail('moved');
    expect((await update(user.token, { email: newEmail, password: NEW_PASSWORD, current_password: PASSWORD })).status).toBe(200);
    const subjects = (await api.mails(user.email)).map((mail) => mail.subject);
    expect(subjects.slice(0, 2).sort()).toEqual(['A new e-mail address was asked for', 'Your password was changed']);
    expect((await api.mails(newEmail)).map((mail) => mail.subject)).toEqual(['Verify your email']);
  });

  it('a notice that cannot be sent takes the change back (503), as every mail of a change does', async () => {
    const user = await registerVerifiedUser(api);
    const before = await stored(user.register.user.id);
    api.setMailServerDown(true);
    try {
      expect((await update(user.token, { email: user.email, password: NEW_PASSWORD, current_password: PASSWORD })).status).toBe(503);
    } finally {
      api.setMailServerDown(false);
    }
    expect(await stored(user.register.user.id)).toEqual(before);
  });
});

describe.each(dbKinds)('adding a way to sign in with a session alone (%s)', (kind) => {
  const api = useApiApp(kind);

  it('setting up the app or a passkey asks for the password: without it nothing is made', async () => {
    const user = await registerVerifiedUser(api);
    for (const path of ['auth/totp/setup', 'auth/passkeys/options']) {
      const missing = await api.post(path, {}, user.token);
      expect({ path, status: missing.status, body: missing.body }).toMatchObject({ path, status: 400, body: { errors: { password: 'Password is required' } } });
      const wrong = await api.post(path, { password: 'a guess' }, user.token);
      expect({ path, status: wrong.status, body: wrong.body }).toEqual({
        path, status: 400, body: { message: twoStepMessages.passwordWrong, errors: { password: twoStepMessages.passwordWrong } },
      });
    }
    expect(await api.count('totp_secrets')).toBe(0);
    expect(await api.count('webauthn_challenges')).toBe(0);
    expect((await api.post('auth/totp/setup', { password: PASSWORD }, user.token)).status).toBe(200);
    expect((await api.post('auth/passkeys/options', { password: PASSWORD }, user.token)).status).toBe(200);
  });
});

/** The notice names the change, the time by the server's clock, and the browser it came from. */
function expectNoticeSays(api: TestApi, text: string, what: string): void {
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(api.clock.now());
  expect(text).toContain(what);
  expect(text).toContain(`This happened on ${when} UTC, from Chrome 131 on Linux.`);
  expect(text).toContain('If it was you, there is nothing to do.');
}
