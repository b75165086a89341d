import { describe, expect, it } from 'vitest';
import type { User } from '../../src/api/contract';
import { initialSessionState, sessionReducer, type SessionState } from '../../src/session/session-machine';

const user = (is_email_verified: 0 | 1, email = 'ada@example.com'): User => ({
  id: 1, first_name: 'Ada', last_name: 'Lovelace', email, is_email_verified,
});

const signedIn: SessionState = {
  isInitialized: true,
  isAuthenticated: true,
  isEmailVerified: true,
  isIdentityVerified: true,
  user: user(1),
  error: null,
};

describe('sessionReducer (spec 4 "Session")', () => {
  it('starts uninitialised and unauthenticated', () => {
    expect(initialSessionState).toEqual({
      isInitialized: false,
      isAuthenticated: false,
      isEmailVerified: false,
      isIdentityVerified: false,
      user: null,
      error: null,
    });
  });

  describe('INITIALISE', () => {
    it('with a user (stored token, current user fetched): authenticated with its verified flag', () => {
      expect(sessionReducer(initialSessionState, { type: 'INITIALISE', user: user(1) })).toEqual({
        isInitialized: true, isAuthenticated: true, isEmailVerified: true, isIdentityVerified: true, user: user(1), error: null,
      });
      const unverified = sessionReducer(initialSessionState, { type: 'INITIALISE', user: user(0) });
      expect(unverified).toMatchObject({ isInitialized: true, isAuthenticated: true, isEmailVerified: false });
    });

    it('without a user (no stored token): initialised and unauthenticated, no error', () => {
      expect(sessionReducer(initialSessionState, { type: 'INITIALISE', user: null })).toEqual({
        ...initialSessionState, isInitialized: true,
      });
    });

    it('after a failed fetch: unauthenticated with the error message, whatever was there before', () => {
      const next = sessionReducer(signedIn, { type: 'INITIALISE', user: null, error: 'Session expired' });
      expect(next).toEqual({ ...initialSessionState, isInitialized: true, error: 'Session expired' });
    });

    it('clears an earlier error once a user is read', () => {
      const failed = { ...initialSessionState, isInitialized: true, error: 'Session expired' };
      expect(sessionReducer(failed, { type: 'INITIALISE', user: user(1) }).error).toBeNull();
    });
  });

  describe('LOGIN', () => {
    it('with a verified e-mail: authenticated and verified', () => {
      const next = sessionReducer({ ...initialSessionState, isInitialized: true }, { type: 'LOGIN', user: user(1) });
      expect(next).toEqual(signedIn);
    });

    it('with an unverified e-mail: authenticated, not verified', () => {
      const next = sessionReducer({ ...initialSessionState, isInitialized: true }, { type: 'LOGIN', user: user(0) });
      expect(next).toMatchObject({ isAuthenticated: true, isEmailVerified: false, user: user(0) });
    });
  });

  it('LOGOUT clears the user and leaves an initialised, unauthenticated session', () => {
    expect(sessionReducer(signedIn, { type: 'LOGOUT' })).toEqual({ ...initialSessionState, isInitialized: true });
  });

  describe('UPDATE_PROFILE', () => {
    it('replaces the user and stays authenticated and verified when the e-mail did not change', () => {
      const renamed = { ...user(1), first_name: 'Augusta' };
      expect(sessionReducer(signedIn, { type: 'UPDATE_PROFILE', user: renamed })).toEqual({ ...signedIn, user: renamed });
    });

    it('un-verifies when the server marks a changed e-mail unverified, so the guards ask for its code', () => {
      const moved = user(0, 'ada@new.example.com');
      const next = sessionReducer(signedIn, { type: 'UPDATE_PROFILE', user: moved });
      expect(next).toEqual({ ...signedIn, isEmailVerified: false, user: moved });
    });

    it('marks the session authenticated', () => {
      const next = sessionReducer({ ...initialSessionState, isInitialized: true }, { type: 'UPDATE_PROFILE', user: user(1) });
      expect(next).toMatchObject({ isAuthenticated: true, isEmailVerified: true, user: user(1) });
    });
  });
});
