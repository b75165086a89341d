import { describe, expect, it } from 'vitest';
import { dbKinds, useApiApp } from '../support/api-app';
import { expectTooMany, watchPasswordWork } from '../support/api-limits';
import { PASSWORD, newDeviceId, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const MINUTE = 60 * 1000;
const INVALID = { message: 'Invalid email or password.' };

/** A sign-in attempt as a browser at `address` makes it. */
const signInFrom = (api: ReturnType<typeof useApiApp>, address: string, email: string, password: string, deviceId = newDeviceId()) =>
  api.from(address).post('auth/login', { email, password, remember_me: true, device_id: deviceId });

describe.each(dbKinds)('sign-in limits (%s)', (kind) => {
  const api = useApiApp(kind);

  it('the 11th failure of an e-mail and address in 15 minutes is refused before any hash; other addresses and later tries still work', async () => {
    const user = await registerVerifiedUser(api);
    const address = '198.51.100.10';
    for (let failure = 1; failure <= 10; failure++) {
      expect(await signInFrom(api, address, user.email, 'wrong password', user.deviceId)).toMatchObject({ status: 401, body: INVALID });
    }

    const work = watchPasswordWork();
    // Refused whatever the password: the e-mail as typed (normalised) and the address are blocked.
    expectTooMany(await signInFrom(api, address, ` ${user.email.toUpperCase()} `, 'wrong password', user.deviceId), 15 * 60);
    const seconds = expectTooMany(await signInFrom(api, address, user.email, PASSWORD, user.deviceId), 15 * 60);
    expect(work.hash).not.toHaveBeenCalled();
    expect(work.verify).not.toHaveBeenCalled();
    expect(seconds).toBeGreaterThan(14 * 60);

    // Nobody locks the user out from elsewhere: another address signs in at once.
    expect(await signInFrom(api, '198.51.100.11', user.email, PASSWORD, user.deviceId)).toMatchObject({ status: 200, body: { login: true } });
    // (The spy does see a check when one happens.)
    expect(work.verify).toHaveBeenCalledTimes(1);

    // Once the window has passed, the blocked address may try again.
    api.clock.advance(15 * MINUTE + 1000);
    expect(await signInFrom(api, address, user.email, PASSWORD, user.deviceId)).toMatchObject({ status: 200, body: { login: true } });
  });

  it('counts only failures: a success neither counts nor is limited, so a whole office signs in from one address', async () => {
    const address = '203.0.113.50';
    const user = await registerVerifiedUser(api);
    for (let failure = 1; failure <= 9; failure++) expect((await signInFrom(api, address, user.email, 'wrong', user.deviceId)).status).toBe(401);
    for (let success = 1; success <= 30; success++) {
      expect((await signInFrom(api, address, user.email, PASSWORD, user.deviceId)).status).toBe(200);
    }
    // Still nine failures: the tenth is answered as a wrong password, the eleventh is refused.
    expect((await signInFrom(api, address, user.email, 'wrong', user.deviceId)).status).toBe(401);
    expectTooMany(await signInFrom(api, address, user.email, 'wrong', user.deviceId), 15 * 60);
  });

  it('thirty people register and sign in from one address, one after another', async () => {
    const office = api.from('192.0.2.80');
    for (let person = 1; person <= 30; person++) {
      const email = uniqueEmail('office');
      const deviceId = newDeviceId();
      const registered = await office.post('auth/register', { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, device_id: deviceId });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      // Signed in again from the registering browser (trusted only once the address is proven): asks
      // for the identity code, a minute later (mail allowance per address).
      api.clock.advance(MINUTE + 1000);
      expect(await office.post('auth/login', { email, password: PASSWORD, remember_me: true, device_id: deviceId }))
        .toMatchObject({ status: 200, body: { verify_identity: true } });
    }
  });

  it('caps failures from one address across e-mails at 100 an hour; a browser the user already trusts is exempt', async () => {
    const address = '203.0.113.99';
    const victim = await registerVerifiedUser(api);
    // Credential stuffing: one try each for many addresses.
    for (let attempt = 1; attempt <= 100; attempt++) {
      expect((await signInFrom(api, address, uniqueEmail('stuffed'), 'guess')).status).toBe(401);
    }
    const work = watchPasswordWork();
    expectTooMany(await signInFrom(api, address, uniqueEmail('stuffed'), 'guess'), 60 * 60);
    expectTooMany(await signInFrom(api, address, victim.email, PASSWORD), 60 * 60);
    expect(work.verify).not.toHaveBeenCalled();
    // The user's own browser (a device id only it holds) is still let through; other addresses are not affected.
    expect(await signInFrom(api, address, victim.email, PASSWORD, victim.deviceId)).toMatchObject({ status: 200, body: { login: true } });
    expect((await signInFrom(api, '203.0.113.100', uniqueEmail('elsewhere'), 'guess')).status).toBe(401);

    api.clock.advance(60 * MINUTE + 1000);
    expect((await signInFrom(api, address, uniqueEmail('stuffed'), 'guess')).status).toBe(401);
  });

  it('counts an IPv6 client by its /64, which it can change addresses within', async () => {
    const user = await registerVerifiedUser(api);
    for (let host = 1; host <= 10; host++) {
      expect((await signInFrom(api, `2001:db8:5:7::${host.toString(16)}`, user.email, 'wrong', user.deviceId)).status).toBe(401);
    }
    expectTooMany(await signInFrom(api, '2001:db8:5:7:ffff::1', user.email, PASSWORD, user.deviceId), 15 * 60);
    expect((await signInFrom(api, '2001:db8:5:8::1', user.email, PASSWORD, user.deviceId)).status).toBe(200);
  });
});
