import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { devicesMessages, type UserTokenResponse } from '../../src/api/contract';
import { SESSION_EXPIRED_MESSAGE } from '../../server/auth/messages';
import { dbKinds, useApiApp } from '../support/api-app';
import { CHROME_ON_LINUX, FIREFOX_ON_WINDOWS, currentOf, expectNear, fromBrowser, listDevices, signInFrom } from '../support/api-devices';
import { PASSWORD, registerUser, registerVerifiedUser } from '../support/api-users';

const MINUTE = 60_000;
const chrome = { userAgent: CHROME_ON_LINUX.userAgent, address: '203.0.113.5' };
const firefox = { userAgent: FIREFOX_ON_WINDOWS.userAgent, address: '198.51.100.7' };
const expired = { message: SESSION_EXPIRED_MESSAGE };

describe.each(dbKinds)('signed-in devices (%s)', (kind) => {
  const api = useApiApp(kind);

  /**
   * A user signed in four times: twice at registration (registering, then verifying the e-mail; in
   * calls that name no browser and come through no socket), then in Chrome, then in Firefox.
   */
  async function threeSessions() {
    const user = await registerVerifiedUser(api);
    api.clock.advance(2 * MINUTE);
    const chromeToken = await signInFrom(api, chrome, user, user.deviceId);
    const chromeAt = api.clock.now();
    api.clock.advance(2 * MINUTE);
    const firefoxToken = await signInFrom(api, firefox, user, user.deviceId);
    const firefoxAt = api.clock.now();
    api.clock.advance(2 * MINUTE);
    return { user, chromeToken, chromeAt, firefoxToken, firefoxAt };
  }

  const status = async (token: string) => {
    const response = await api.get('auth', token);
    return { status: response.status, body: response.status === 200 ? 'served' : response.body };
  };

  it("verifying the e-mail in the portal replaces the registration's session: the device is listed once", async () => {
    const user = await registerUser(api);
    const { code } = await api.latestMail(user.email);
    // The portal sends the registration's session as bearer, as it does every call once signed in.
    const verified = await api.post<UserTokenResponse>(
      'auth/verify-email-otp', { otp: code, token: user.register.otpToken, device_id: user.deviceId }, user.register.token,
    );
    expect(verified.status).toBe(200);
    expect(await status(user.register.token)).toEqual({ status: 401, body: expired });
    const { sessions } = await listDevices(api, verified.body.token);
    expect(sessions.map((session) => session.current)).toEqual([true]);
  });

  it('lists each live session with browser, system, address and times, this one marked, most recently active first', async () => {
    const { user, chromeToken, chromeAt, firefoxAt, firefoxToken } = await threeSessions();
    const { sessions } = await listDevices(api, chromeToken, { browser: chrome });

    expect(sessions.map(({ browser, system, address, current }) => ({ browser, system, address, current }))).toEqual([
      { browser: CHROME_ON_LINUX.browser, system: CHROME_ON_LINUX.system, address: chrome.address, current: true },
      { browser: FIREFOX_ON_WINDOWS.browser, system: FIREFOX_ON_WINDOWS.system, address: firefox.address, current: false },
      { browser: 'Unknown browser', system: 'Unknown system', address: null, current: false },
      { browser: 'Unknown browser', system: 'Unknown system', address: null, current: false },
    ]);
    expectNear(currentOf(sessions).signed_in_at, chromeAt);
    expectNear(currentOf(sessions).last_active_at, api.clock.now());
    expectNear(sessions[1].signed_in_at, firefoxAt);
    expectNear(sessions[1].last_active_at, firefoxAt);
    expect(new Date(sessions[2].signed_in_at).getTime()).toBeLessThan(chromeAt.getTime());

    // The ids are the list's own: no token's session id shows.
    const sids = [user.register.token, user.token, chromeToken, firefoxToken].map((token) => String(decodeJwt(token).sid));
    expect(new Set(sessions.map((session) => session.id)).size).toBe(4);
    for (const session of sessions) expect(sids).not.toContain(session.id);
    expect(JSON.stringify(sessions)).not.toMatch(new RegExp(sids.join('|')));
  });

  it("records a session's requests as its activity and address, at most once a minute", async () => {
    const { chromeToken, firefoxToken } = await threeSessions();
    const firefoxOf = async () => (await listDevices(api, chromeToken)).sessions.find((session) => session.browser === FIREFOX_ON_WINDOWS.browser);

    const moved = { ...firefox, address: '198.51.100.99' };
    expect((await fromBrowser(api, moved).get('auth', firefoxToken)).status).toBe(200);
    const activeAt = api.clock.now();
    expect(await firefoxOf()).toMatchObject({ address: moved.address });
    expectNear((await firefoxOf())?.last_active_at ?? null, activeAt);

    api.clock.advance(10_000);
    expect((await fromBrowser(api, { ...firefox, address: '198.51.100.100' }).get('auth', firefoxToken)).status).toBe(200);
    expect(await firefoxOf()).toMatchObject({ address: moved.address });
    expectNear((await firefoxOf())?.last_active_at ?? null, activeAt);

    api.clock.advance(MINUTE);
    expect((await fromBrowser(api, { ...firefox, address: '198.51.100.100' }).get('auth', firefoxToken)).status).toBe(200);
    expect(await firefoxOf()).toMatchObject({ address: '198.51.100.100' });
    expectNear((await firefoxOf())?.last_active_at ?? null, api.clock.now());
  });

  it('signs another session out at once: its next request gets 401, and it leaves the list', async () => {
    const { chromeToken, firefoxToken } = await threeSessions();
    const before = await listDevices(api, chromeToken);
    const firefoxId = before.sessions.find((session) => session.browser === FIREFOX_ON_WINDOWS.browser)?.id ?? '';
    expect(await status(firefoxToken)).toEqual({ status: 200, body: 'served' });

    const signedOut = await api.post(`auth/sessions/${firefoxId}/sign-out`, {}, chromeToken);
    expect({ status: signedOut.status, body: signedOut.body }).toEqual({ status: 200, body: { message: devicesMessages.signedOut } });
    expect(await status(firefoxToken)).toEqual({ status: 401, body: expired });
    const after = await listDevices(api, chromeToken);
    expect(after.sessions.map((session) => session.id)).toEqual(before.sessions.map((session) => session.id).filter((id) => id !== firefoxId));

    const again = await api.post(`auth/sessions/${firefoxId}/sign-out`, {}, chromeToken);
    expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: { message: devicesMessages.sessionNotFound } });
    const unknown = await api.post('auth/sessions/not-a-session/sign-out', {}, chromeToken);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: 404, body: { message: devicesMessages.sessionNotFound } });
  });

  it('refuses to sign out the session making the call: 400, and it stays signed in', async () => {
    const { chromeToken } = await threeSessions();
    const own = currentOf((await listDevices(api, chromeToken)).sessions);
    const refused = await api.post(`auth/sessions/${own.id}/sign-out`, {}, chromeToken);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 400, body: { message: devicesMessages.currentSession } });
    expect(await status(chromeToken)).toEqual({ status: 200, body: 'served' });
  });

  it('signs out of all other devices: only this session is left, the others get 401', async () => {
    const { user, chromeToken, firefoxToken } = await threeSessions();
    const own = currentOf((await listDevices(api, chromeToken)).sessions);
    const response = await api.post('auth/sessions/sign-out-others', {}, chromeToken);
    expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: { message: devicesMessages.signedOutOthers } });
    expect((await listDevices(api, chromeToken)).sessions.map((session) => session.id)).toEqual([own.id]);
    expect(await status(firefoxToken)).toEqual({ status: 401, body: expired });
    expect(await status(user.token)).toEqual({ status: 401, body: expired });
    expect(await status(chromeToken)).toEqual({ status: 200, body: 'served' });
  });

  it('after a password change in the profile, the list shows this session alone', async () => {
    const { user, chromeToken } = await threeSessions();
    const changed = await api.put('user/update-me', {
      first_name: 'Ada', last_name: 'Lovelace', email: user.email, password: 'a brand new passphrase', current_password: PASSWORD,
    }, chromeToken);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const { sessions } = await listDevices(api, chromeToken);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, browser: CHROME_ON_LINUX.browser });
  });

  it('after a password reset, the list shows the session the reset opened alone, with its browser', async () => {
    const { user } = await threeSessions();
    const browser = fromBrowser(api, firefox);
    const forgot = await browser.post<{ token: string }>('auth/forgot-password', { email: user.email });
    const { code } = await api.latestMail(user.email);
    const grant = await browser.post<{ token: string }>('auth/verify-forgot-password-otp', { otp: code, token: forgot.body.token, device_id: user.deviceId });
    expect(grant.status, JSON.stringify(grant.body)).toBe(200);
    const reset = await browser.post<{ token: string }>('auth/reset-password', {
      token: grant.body.token, password: `${PASSWORD}!`, confirm_password: `${PASSWORD}!`, remember_me: true, device_id: user.deviceId,
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const { sessions } = await listDevices(api, reset.body.token);
    expect(sessions.map(({ browser: name, system, address, current }) => ({ name, system, address, current }))).toEqual([
      { name: FIREFOX_ON_WINDOWS.browser, system: FIREFOX_ON_WINDOWS.system, address: firefox.address, current: true },
    ]);
  });

  it('lists neither signed-out nor expired sessions, and cannot sign them out', async () => {
    const user = await registerVerifiedUser(api);
    const shortToken = await signInFrom(api, chrome, user, user.deviceId, false);
    const leftToken = await signInFrom(api, firefox, user, user.deviceId);
    const listed = (await listDevices(api, user.token)).sessions;
    expect(listed).toHaveLength(4);
    const shortId = listed.find((session) => session.browser === CHROME_ON_LINUX.browser)?.id ?? '';

    expect((await api.post('auth/logout', {}, leftToken)).status).toBe(200);
    expect((await listDevices(api, user.token)).sessions.map((session) => session.browser).sort()).toEqual([
      CHROME_ON_LINUX.browser, 'Unknown browser', 'Unknown browser',
    ]);
    // "Keep me signed in" unticked: 12 hours. Registration's two sessions are kept for 30 days.
    api.clock.advance(13 * 60 * MINUTE);
    expect(await status(shortToken)).toEqual({ status: 401, body: expired });
    const { sessions } = await listDevices(api, user.token);
    expect(sessions.map(({ current, browser }) => ({ current, browser }))).toEqual([
      { current: true, browser: 'Unknown browser' }, { current: false, browser: 'Unknown browser' },
    ]);
    const late = await api.post(`auth/sessions/${shortId}/sign-out`, {}, user.token);
    expect({ status: late.status, body: late.body }).toEqual({ status: 404, body: { message: devicesMessages.sessionNotFound } });
  });

  it("answers another user's session id with 404 and leaves that session signed in", async () => {
    const target = await threeSessions();
    const targetIds = (await listDevices(api, target.chromeToken)).sessions.map((session) => session.id);
    const attacker = await registerVerifiedUser(api);
    for (const id of targetIds) {
      const response = await api.post(`auth/sessions/${id}/sign-out`, {}, attacker.token);
      expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: { message: devicesMessages.sessionNotFound } });
    }
    expect((await listDevices(api, target.chromeToken)).sessions.map((session) => session.id)).toEqual(targetIds);
    expect(await status(target.firefoxToken)).toEqual({ status: 200, body: 'served' });
    // The attacker's own list holds only their own two sessions of registration.
    const own = (await listDevices(api, attacker.token)).sessions.map((session) => session.id);
    expect(own).toHaveLength(2);
    expect(own.filter((id) => targetIds.includes(id))).toEqual([]);
  });
});
