import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/contract';
import { launchOutcome, redirectStep, type RedirectSession } from '../../src/features/launcher/redirect-step';

const ready: RedirectSession = { isAuthenticated: true, isEmailVerified: true, hasSelectedAccount: true };

describe('redirectStep', () => {
  it('has nothing to launch without a referrer, whoever asks', () => {
    expect(redirectStep(null, ready)).toBe('wrong-referrer');
    expect(redirectStep(null, { ...ready, isAuthenticated: false })).toBe('wrong-referrer');
  });

  it('asks a signed-out visitor to sign in first', () => {
    expect(redirectStep('crm', { isAuthenticated: false, isEmailVerified: false, hasSelectedAccount: false })).toBe('sign-in');
  });

  it('sends a user without a chosen account (or an unverified e-mail) to /', () => {
    expect(redirectStep('crm', { ...ready, hasSelectedAccount: false })).toBe('choose-account');
    expect(redirectStep('crm', { ...ready, isEmailVerified: false })).toBe('choose-account');
  });

  it('launches for a signed-in user with a chosen account', () => {
    expect(redirectStep('crm', ready)).toBe('launch');
  });
});

describe('launchOutcome', () => {
  it('reads a 404 as a wrong referrer, and any other failure as an error', () => {
    expect(launchOutcome('pending', null)).toBe('fetching');
    expect(launchOutcome('success', null)).toBe('found');
    expect(launchOutcome('error', new ApiError(404, { message: 'This app is not available to you in this account.' }))).toBe('wrong-referrer');
    expect(launchOutcome('error', new ApiError(401, { message: 'Unauthenticated' }))).toBe('failed');
    expect(launchOutcome('error', new ApiError(0, { message: 'offline' }))).toBe('failed');
    expect(launchOutcome('error', new Error('bad answer'))).toBe('failed');
  });
});
