import { array, object, string, union, type Infer } from 'superstruct';
import { DeviceId, Password } from './primitives';
import { SecondStepResponse } from './auth';
import { User, UserAccount } from './user';

/*
 * How a session was proven decides which of the person's accounts it opens (DESIGN "Identity"):
 * an account's identity provider speaks for that account only. A session it opened reaches the
 * person's other accounts once they confirm their own sign-in: their password, then their second
 * factor where they have one (auth/verify-2fa, its recovery and passkey counterparts, as at login).
 */

/** POST auth/confirm-sign-in (session bearer): the person's own password, from this device. */
export const ConfirmSignInRequest = object({ password: Password, device_id: DeviceId });
export type ConfirmSignInRequest = Infer<typeof ConfirmSignInRequest>;

/** The password alone proved the sign-in (no second factor): the session now opens every account. */
export const ConfirmedSignInResponse = object({ user: User, token: string(), userAccounts: array(UserAccount) });
export type ConfirmedSignInResponse = Infer<typeof ConfirmedSignInResponse>;

/**
 * Confirmed, or on to the second factor: otpToken leads to auth/verify-2fa (or its recovery and
 * passkey counterparts), whose answer's token is this session's confirmed successor.
 */
export const ConfirmSignInResponse = union([ConfirmedSignInResponse, SecondStepResponse]);
export type ConfirmSignInResponse = Infer<typeof ConfirmSignInResponse>;

export const sessionProofMessages = {
  /** An account call with a session its provider did not prove, for an account the person must sign in to themselves. */
  ownSignInRequired: 'Confirm your own sign-in to open this account: single sign-on opens only its organisation’s account.',
  /** Every call but proving the address, for a profile whose address is not proven yet. */
  verifyEmailFirst: 'Verify your e-mail address first: until then your profile can only prove it.',
} as const;
