import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../src/api/contract';
import { nextLoginStep } from '../../src/features/auth/login-flow';
import { methodsOf, parseMethods, twoStepView } from '../../src/ui/second-factor/two-step-methods';

const user = { id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', is_email_verified: 1 as const };
const secondFactor: LoginResponse = {
  user,
  otpToken: 'second-factor-token',
  token: null,
  verify_identity: false,
  verify_email: false,
  verify_2fa: true,
  two_step: { totp: true, passkey: true },
  login: false,
  userAccounts: [],
  remember_me: false,
};

describe('nextLoginStep: a user with a second factor', () => {
  it('goes to the second step with the token and both methods in the address', () => {
    expect(nextLoginStep(secondFactor, null)).toEqual({
      kind: 'verify-2fa',
      path: '/auth/verify-2fa?token=second-factor-token&methods=totp%2Cpasskey',
      resumePath: null,
    });
  });

  it('names only the methods the user has', () => {
    const appOnly = nextLoginStep({ ...secondFactor, two_step: { totp: true, passkey: false } }, null);
    expect(appOnly).toMatchObject({ path: '/auth/verify-2fa?token=second-factor-token&methods=totp' });
    const passkeyOnly = nextLoginStep({ ...secondFactor, two_step: { totp: false, passkey: true } }, null);
    expect(passkeyOnly).toMatchObject({ path: '/auth/verify-2fa?token=second-factor-token&methods=passkey' });
  });

  it('comes before the identity and e-mail steps', () => {
    expect(nextLoginStep({ ...secondFactor, verify_identity: true, verify_email: true }, null)).toMatchObject({ kind: 'verify-2fa' });
  });

  it('resumes a pending checkout after the second step', () => {
    expect(nextLoginStep(secondFactor, { provider: 'sandbox', id: 'hp_1' })).toMatchObject({
      kind: 'verify-2fa',
      resumePath: '/sandbox/success?state=succeeded',
    });
  });

  it('cannot continue without the token', () => {
    expect(nextLoginStep({ ...secondFactor, otpToken: null }, null)).toEqual({ kind: 'unexpected' });
  });
});

describe('the second step\'s address', () => {
  it('reads back the methods it was given, ignoring anything else', () => {
    expect(parseMethods('totp,passkey')).toEqual(['totp', 'passkey']);
    expect(parseMethods('passkey')).toEqual(['passkey']);
    expect(parseMethods('sms, totp')).toEqual(['totp']);
    expect(parseMethods(null)).toEqual([]);
    expect(methodsOf(null)).toEqual([]);
    expect(methodsOf({ totp: false, passkey: true })).toEqual(['passkey']);
  });

  it('shows the app code first, the recovery form when asked for, and the passkey alone otherwise', () => {
    expect(twoStepView(['totp', 'passkey'], null)).toBe('code');
    expect(twoStepView(['totp', 'passkey'], 'recovery')).toBe('recovery');
    expect(twoStepView(['passkey'], null)).toBe('passkey');
    expect(twoStepView(['passkey'], 'something')).toBe('passkey');
    expect(twoStepView([], null)).toBe('recovery');
  });
});
