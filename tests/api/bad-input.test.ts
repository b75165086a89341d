import { is } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { PASSWORD, newDeviceId, registerVerifiedUser } from '../support/api-users';

const TOKEN = 'T'.repeat(43);
const HUGE = 'x'.repeat(5000);

type Case = { path: string; body: Record<string, unknown>; wrongType: [string, unknown]; oversized: string };

/** Each POST with a valid-looking body; every variant below breaks exactly one thing. */
const cases: Case[] = [
  {
    path: 'auth/register',
    body: { first_name: 'Ada', last_name: 'Lovelace', email: 'bad-input@example.com', password: PASSWORD, device_id: 'device-bad-input' },
    wrongType: ['first_name', 42],
    oversized: 'last_name',
  },
  {
    path: 'auth/login',
    body: { email: 'bad-input@example.com', password: PASSWORD, remember_me: true, device_id: 'device-bad-input' },
    wrongType: ['remember_me', 'yes'],
    oversized: 'password',
  },
  { path: 'auth/forgot-password', body: { email: 'bad-input@example.com' }, wrongType: ['email', ['a@b.co']], oversized: 'email' },
  {
    path: 'auth/verify-forgot-password-otp',
    body: { otp: 123456, token: TOKEN, device_id: 'device-bad-input' },
    wrongType: ['otp', '123456'],
    oversized: 'token',
  },
  {
    path: 'auth/reset-password',
    body: { token: TOKEN, password: PASSWORD },
    wrongType: ['remember_me', 1],
    oversized: 'password',
  },
  { path: 'auth/verify-email-otp', body: { otp: 123456, token: TOKEN, device_id: 'device-bad-input' }, wrongType: ['otp', 12.5], oversized: 'device_id' },
  { path: 'auth/verify-email', body: { token: TOKEN, device_id: 'device-bad-input' }, wrongType: ['token', 7], oversized: 'token' },
  { path: 'auth/verify-identity-otp', body: { otp: 123456, token: TOKEN, device_id: 'device-bad-input' }, wrongType: ['device_id', false], oversized: 'token' },
  { path: 'auth/verify-identity', body: { token: TOKEN, device_id: 'device-bad-input' }, wrongType: ['device_id', {}], oversized: 'device_id' },
];

const TABLES = ['users', 'sessions', 'trusted_devices', 'challenges', 'mail_outbox'];

describe.each(dbKinds)('bad input (%s)', (kind) => {
  const api = useApiApp(kind);
  const snapshot = async () => Promise.all(TABLES.map((table) => api.count(table)));
  let stored: number[];
  beforeAll(async () => {
    stored = await snapshot();
  });

  describe.each(cases)('$path', ({ path, body, wrongType, oversized }) => {
    const firstKey = Object.keys(body)[0];
    const variants: [string, Record<string, unknown>, string][] = [
      ['a missing field', Object.fromEntries(Object.entries(body).filter(([key]) => key !== firstKey)), firstKey],
      ['a wrong type', { ...body, [wrongType[0]]: wrongType[1] }, wrongType[0]],
      ['an oversized string', { ...body, [oversized]: HUGE }, oversized],
      ['an unknown field', { ...body, is_admin: true }, 'is_admin'],
    ];

    it.each(variants)('refuses %s with 400, a message per field, and stores nothing', async (_label, variant, field) => {
      const response = await api.post(path, variant);
      expect(response.status).toBe(400);
      expect(is(response.body, ErrorBody)).toBe(true);
      const errorBody = response.body as ErrorBody;
      expect(errorBody.errors?.[field]).toEqual(expect.any(String));
      expect(errorBody.message).toBeTruthy();
      expect(await snapshot()).toEqual(stored);
    });
  });

  it('speaks the portal\'s words', async () => {
    const register = await api.post('auth/register', { first_name: ' ', email: 'nope', password: 'short', device_id: newDeviceId() });
    expect(register.body).toEqual({
      message: 'First Name is required',
      errors: {
        first_name: 'First Name is required',
        last_name: 'Last Name is required',
        email: 'Invalid email format',
        password: 'Password must be at least 8 characters',
      },
    });
    const otp = await api.post('auth/verify-email-otp', { otp: 12345, token: TOKEN, device_id: newDeviceId() });
    expect(otp.body).toMatchObject({ errors: { otp: 'OTP must be a 6-digit number' } });
    const missingOtp = await api.post('auth/verify-email-otp', { token: TOKEN, device_id: newDeviceId() });
    expect(missingOtp.body).toMatchObject({ errors: { otp: 'OTP is required' } });
    const login = await api.post('auth/login', { email: '', password: '', remember_me: true, device_id: newDeviceId() });
    expect(login.body).toMatchObject({ errors: { email: 'Email is required', password: 'Password is required' } });
    expect(await snapshot()).toEqual(stored);
  });

  it('logout takes an empty object only', async () => {
    const user = await registerVerifiedUser(api);
    const response = await api.post('auth/logout', { everywhere: true }, user.token);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errors: { everywhere: 'Unknown field: everywhere' } });
    expect((await api.get('auth', user.token)).status).toBe(200);
    expect((await api.post('auth/logout', '', user.token)).status).toBe(200);
  });

  it('never answers 500 to strange but well-formed JSON', async () => {
    const bodies: unknown[] = [{}, { email: null }, { email: { $ne: '' } }, { otp: 1e308, token: TOKEN, device_id: 'device-bad-input' }];
    for (const body of bodies) {
      for (const { path } of cases) {
        const response = await api.post(path, body);
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });
});
