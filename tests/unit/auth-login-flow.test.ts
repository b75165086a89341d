import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/api/contract';
import { nextLoginStep } from '../../src/features/auth/login-flow';
import { readPendingCheckout } from '../../src/session/pending-checkout';
import { storageKeys } from '../../src/session/storage-keys';

const user = { id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', is_email_verified: 1 as const };
const base: LoginResponse = {
  user,
  otpToken: null,
  token: null,
  verify_identity: false,
  verify_email: false,
  verify_2fa: false,
  two_step: null,
  login: false,
  userAccounts: [],
  remember_me: true,
};

describe('nextLoginStep (spec 4 "Login flow")', () => {
  it('signs in when login is set', () => {
    expect(nextLoginStep({ ...base, login: true, token: 'session' }, null)).toEqual({ kind: 'signed-in', token: 'session' });
  });

  it('asks a new device to verify its identity', () => {
    expect(nextLoginStep({ ...base, verify_identity: true, otpToken: 'otp-token' }, null)).toEqual({
      kind: 'verify-identity',
      path: '/auth/verify-identity-otp?token=otp-token',
      resumePath: null,
    });
  });

  it('asks an unverified user to verify the e-mail', () => {
    expect(nextLoginStep({ ...base, verify_email: true, otpToken: 'otp', token: 'session' }, null)).toEqual({
      kind: 'verify-email',
      path: '/auth/verify-email-otp?token=otp',
      token: 'session',
      resumePath: null,
    });
    expect(nextLoginStep({ ...base, verify_email: true }, null)).toMatchObject({ path: '/auth/verify-email-message' });
  });

  it('resumes a pending checkout first', () => {
    const pending = { provider: 'sandbox', id: 'hp_1' };
    expect(nextLoginStep({ ...base, login: true, token: 'session' }, pending)).toEqual({
      kind: 'checkout',
      path: '/sandbox/success?state=succeeded',
      token: 'session',
    });
    // Not signed in yet: verification comes first, and the checkout is resumed afterwards.
    expect(nextLoginStep({ ...base, verify_identity: true, otpToken: 'otp' }, pending)).toMatchObject({
      kind: 'verify-identity',
      resumePath: '/sandbox/success?state=succeeded',
    });
  });

  it('reports an answer it cannot act on', () => {
    expect(nextLoginStep(base, null)).toEqual({ kind: 'unexpected' });
  });
});

describe('readPendingCheckout', () => {
  it('reads { provider, id } and ignores anything else', () => {
    expect(readPendingCheckout()).toBeNull();
    localStorage.setItem(storageKeys.verificationId, JSON.stringify({ provider: 'chargebee', id: 'abc' }));
    expect(readPendingCheckout()).toEqual({ provider: 'chargebee', id: 'abc' });
    localStorage.setItem(storageKeys.verificationId, 'not json');
    expect(readPendingCheckout()).toBeNull();
    localStorage.setItem(storageKeys.verificationId, JSON.stringify({ provider: '//evil.example', id: 'abc' }));
    expect(readPendingCheckout()).toBeNull();
  });
});
