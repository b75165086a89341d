import { ConfirmSignInResponse, type ConfirmSignInRequest } from './contract';
import { withDeviceId } from './auth';
import { request } from './http';

/**
 * A session that another account's provider opened confirms the person's own sign-in (session
 * bearer): their password, from this device; the answer is the confirmed session, or the way on to
 * their second factor (twoStepApi's verify calls, as at login).
 */
export const sessionProofsApi = {
  confirmSignIn: async (body: Omit<ConfirmSignInRequest, 'device_id'>) =>
    request('auth/confirm-sign-in', ConfirmSignInResponse, { method: 'POST', body: await withDeviceId(body) }),
};
