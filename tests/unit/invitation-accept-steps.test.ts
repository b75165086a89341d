import { describe, expect, it } from 'vitest';
import { ApiError, memberMessages } from '../../src/api/contract';
import { acceptFailure, acceptStep, invitationPath } from '../../src/features/invitation/accept-steps';
import { readInvitationClaims } from '../../src/session/invitation-claims';
import { fakeJwt } from '../support/session-fixtures';

describe('accept invitation: what each answer leads to (spec 4)', () => {
  it('an invitation token: register with it', () => {
    expect(acceptStep({ invitationToken: 'a.b.c', message: 'ok' })).toEqual({ kind: 'register', path: '/auth/register?token=a.b.c' });
  });

  it('a session token: joined', () => {
    expect(acceptStep({ authToken: 'session', message: 'ok' })).toEqual({ kind: 'joined', authToken: 'session' });
  });

  it('the invitation token wins when both come back: the profile does not exist yet', () => {
    expect(acceptStep({ invitationToken: 'a.b.c', authToken: 'session', message: 'ok' }).kind).toBe('register');
  });

  it('neither token: the message is all there is to show', () => {
    expect(acceptStep({ message: 'Nothing to do.' })).toEqual({ kind: 'unexpected', message: 'Nothing to do.' });
  });

  it('a 401: sign in, then come back to this invitation', () => {
    expect(acceptFailure(new ApiError(401, { message: memberMessages.signInToAccept }), 'a.b+c')).toEqual({
      kind: 'sign-in',
      message: memberMessages.signInToAccept,
      returnTo: '/invitation?token=a.b%2Bc',
    });
  });

  it.each([
    [403, memberMessages.otherEmail],
    [400, memberMessages.invitationInvalid],
    [0, 'You are offline. Your changes were not sent; try again when you are back online.'],
  ])('a %i: stay, with its message', (status, message) => {
    expect(acceptFailure(new ApiError(status, { message }), 'token')).toEqual({ kind: 'stay', message });
  });

  it('the return path is this page with its token', () => {
    expect(invitationPath('x.y.z')).toBe('/invitation?token=x.y.z');
  });
});

describe('what the page reads from an invitation token (not verified)', () => {
  it('the account name and the invited address', () => {
    expect(readInvitationClaims(fakeJwt({ account_name: 'Acme Ltd', email: 'ann@example.com', sub: 'x' }))).toEqual({
      account_name: 'Acme Ltd',
      email: 'ann@example.com',
    });
  });

  it('leaves out a claim that is missing, empty or not text, and reads nothing from a malformed token', () => {
    expect(readInvitationClaims(fakeJwt({ account_name: ' ', email: 42 }))).toEqual({ account_name: undefined, email: undefined });
    expect(readInvitationClaims('not-a-jwt')).toEqual({ account_name: undefined, email: undefined });
    expect(readInvitationClaims(null)).toEqual({ account_name: undefined, email: undefined });
  });
});
