import { describe, expect, it } from 'vitest';
import { devicesMessages, type LoginResponse, type RegisterResponse, type UserTokenResponse } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { CHROME_ON_LINUX, FIREFOX_ON_WINDOWS, expectNear, fromBrowser, listDevices, signInFrom } from '../support/api-devices';
import { PASSWORD, aMinuteLater, login, newDeviceId, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const MINUTE = 60_000;
const chrome = { userAgent: CHROME_ON_LINUX.userAgent, address: '203.0.113.5' };
const firefox = { userAgent: FIREFOX_ON_WINDOWS.userAgent, address: '198.51.100.7' };

describe.each(dbKinds)('trusted devices (%s)', (kind) => {
  const api = useApiApp(kind);

  /** Registered and verified in Chrome: that browser's device is the first trusted one. */
  async function registeredInChrome() {
    const browser = fromBrowser(api, chrome);
    const email = uniqueEmail();
    const deviceId = newDeviceId();
    const registered = await browser.post<RegisterResponse>('auth/register', {
      first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, device_id: deviceId,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const trustedAt = api.clock.now();
    const { code } = await api.latestMail(email);
    const verified = await browser.post<UserTokenResponse>('auth/verify-email-otp', { otp: code, token: registered.body.otpToken, device_id: deviceId });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return { email, deviceId, token: verified.body.token, trustedAt };
  }

  /** A sign-in from a new device in Firefox, through identity verification: the device is trusted. */
  async function verifiedInFirefox(user: { email: string }, deviceId: string): Promise<string> {
    const browser = fromBrowser(api, firefox);
    const asked = await browser.post<LoginResponse>('auth/login', { email: user.email, password: PASSWORD, remember_me: true, device_id: deviceId });
    expect(asked.body).toMatchObject({ verify_identity: true, login: false });
    const { code } = await api.latestMail(user.email);
    const verified = await browser.post<UserTokenResponse>('auth/verify-identity-otp', { otp: code, token: asked.body.otpToken, device_id: deviceId });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body.token;
  }

  it('lists each trusted browser with the browser that earned the trust, when, and its last sign-in; this one marked', async () => {
    const user = await registeredInChrome();
    const first = await listDevices(api, user.token, { deviceId: user.deviceId });
    expect(first.trusted).toHaveLength(1);
    expect(first.trusted[0]).toMatchObject({ browser: CHROME_ON_LINUX.browser, system: CHROME_ON_LINUX.system, current: true });
    expectNear(first.trusted[0].trusted_at, user.trustedAt);
    // Verifying the e-mail signed it in.
    expectNear(first.trusted[0].last_used_at, user.trustedAt);

    api.clock.advance(2 * MINUTE);
    const otherDevice = newDeviceId();
    await verifiedInFirefox(user, otherDevice);
    const firefoxAt = api.clock.now();
    const both = await listDevices(api, user.token, { deviceId: user.deviceId });
    expect(both.trusted.map(({ browser, system, current }) => ({ browser, system, current }))).toEqual([
      { browser: FIREFOX_ON_WINDOWS.browser, system: FIREFOX_ON_WINDOWS.system, current: false },
      { browser: CHROME_ON_LINUX.browser, system: CHROME_ON_LINUX.system, current: true },
    ]);
    expectNear(both.trusted[0].trusted_at, firefoxAt);
    // Asked from the other browser, that one is this device; with no device id, none is.
    expect((await listDevices(api, user.token, { deviceId: otherDevice })).trusted.map((device) => device.current)).toEqual([true, false]);
    expect((await listDevices(api, user.token)).trusted.map((device) => device.current)).toEqual([false, false]);

    // A later sign-in from Chrome is its last use, and puts it first.
    api.clock.advance(2 * MINUTE);
    await signInFrom(api, chrome, user, user.deviceId);
    const used = await listDevices(api, user.token, { deviceId: user.deviceId });
    expect(used.trusted.map((device) => device.browser)).toEqual([CHROME_ON_LINUX.browser, FIREFOX_ON_WINDOWS.browser]);
    expectNear(used.trusted[0].last_used_at, api.clock.now());
    expectNear(used.trusted[0].trusted_at, user.trustedAt);
  });

  it("forgets a device: it leaves the list, and that browser's next sign-in asks to verify the identity", async () => {
    const user = await registeredInChrome();
    const otherDevice = newDeviceId();
    await verifiedInFirefox(user, otherDevice);
    expect((await login(api, user, otherDevice)).body).toMatchObject({ login: true, verify_identity: false });
    const listed = await listDevices(api, user.token, { deviceId: user.deviceId });
    const firefoxId = listed.trusted.find((device) => !device.current)?.id ?? '';

    const forgotten = await api.post(`auth/trusted-devices/${firefoxId}/forget`, {}, user.token);
    expect({ status: forgotten.status, body: forgotten.body }).toEqual({ status: 200, body: { message: devicesMessages.forgotten } });
    expect((await listDevices(api, user.token, { deviceId: user.deviceId })).trusted.map((device) => device.id)).toEqual(
      listed.trusted.map((device) => device.id).filter((id) => id !== firefoxId),
    );
    // A minute on: the identity mail sent when the device was first verified does not hold this one back.
    aMinuteLater(api);
    expect((await login(api, user, otherDevice)).body).toMatchObject({ login: false, verify_identity: true, token: null });
    // The device kept its trust is still trusted.
    expect((await login(api, user, user.deviceId)).body).toMatchObject({ login: true });

    for (const id of [firefoxId, 'not-a-device', '0', '99999999999']) {
      const response = await api.post(`auth/trusted-devices/${id}/forget`, {}, user.token);
      expect({ id, status: response.status, body: response.body }).toEqual({ id, status: 404, body: { message: devicesMessages.trustedNotFound } });
    }
  });

  it("answers another user's trusted device with 404 and leaves it trusted", async () => {
    const target = await registeredInChrome();
    const [device] = (await listDevices(api, target.token)).trusted;
    const attacker = await registerVerifiedUser(api);
    const response = await api.post(`auth/trusted-devices/${device.id}/forget`, {}, attacker.token);
    expect({ status: response.status, body: response.body }).toEqual({ status: 404, body: { message: devicesMessages.trustedNotFound } });
    expect((await listDevices(api, target.token)).trusted.map((row) => row.id)).toEqual([device.id]);
    expect((await login(api, target, target.deviceId)).body).toMatchObject({ login: true });
    // The attacker's own list holds only their own device, even asked with the target's device id.
    const own = await listDevices(api, attacker.token, { deviceId: target.deviceId });
    expect(own.trusted.map((row) => ({ id: row.id === device.id, current: row.current }))).toEqual([{ id: false, current: false }]);
  });
});
