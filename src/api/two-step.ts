import {
  MessageResponse, Passkey, PasskeyAddedResponse, PasskeyOptionsResponse, RecoveryCodesResponse, SecurityResponse,
  TotpEnabledResponse, TotpSetupResponse, TwoStepSignInResponse, UserAccount,
  type PasskeyAuthenticationJSON, type PasskeyRegistrationJSON, type PasskeySignInRequest, type SecondFactorCodeRequest,
  type SecondFactorPasskeyRequest, type SecondFactorRecoveryRequest,
} from './contract';
import { withDeviceId } from './auth';
import { request, type Contract } from './http';

const post = <T>(path: string, contract: Contract<T>, body: object, token?: string) =>
  request(path, contract, { method: 'POST', body, token });

type WithoutDevice<T> = Omit<T, 'device_id'>;

/** Two-step verification: the Security screen's calls (session bearer) and the sign-in's (none). */
export const twoStepApi = {
  security: () => request('auth/security', SecurityResponse),

  startTotpSetup: (password: string) => post('auth/totp/setup', TotpSetupResponse, { password }),
  enableTotp: (otp: string) => post('auth/totp/enable', TotpEnabledResponse, { otp }),
  disableTotp: (password: string) => post('auth/totp/disable', MessageResponse, { password }),
  newRecoveryCodes: (password: string) => post('auth/recovery-codes', RecoveryCodesResponse, { password }),

  passkeyRegistrationOptions: (password: string) => post('auth/passkeys/options', PasskeyOptionsResponse, { password }),
  addPasskey: (response: PasskeyRegistrationJSON, name?: string) =>
    post('auth/passkeys', PasskeyAddedResponse, name ? { response, name } : { response }),
  renamePasskey: (id: number, name: string) => request(`auth/passkeys/${id}`, Passkey, { method: 'PUT', body: { name } }),
  removePasskey: (id: number, password: string) => post(`auth/passkeys/${id}/remove`, MessageResponse, { password }),

  /** 'Sign in with a passkey' on the login page: a discoverable passkey, no e-mail or password. */
  passkeySignInOptions: () => post('auth/passkey-sign-in/options', PasskeyOptionsResponse, {}),
  passkeySignIn: async (body: WithoutDevice<PasskeySignInRequest>) =>
    post('auth/passkey-sign-in', TwoStepSignInResponse, await withDeviceId(body)),

  /** The second step of a sign-in; `token` is the login answer's otpToken. */
  verifyCode: async (body: WithoutDevice<SecondFactorCodeRequest>) =>
    post('auth/verify-2fa', TwoStepSignInResponse, await withDeviceId(body)),
  verifyRecoveryCode: async (body: WithoutDevice<SecondFactorRecoveryRequest>) =>
    post('auth/verify-2fa-recovery', TwoStepSignInResponse, await withDeviceId(body)),
  secondFactorPasskeyOptions: (token: string) => post('auth/verify-2fa-passkey/options', PasskeyOptionsResponse, { token }),
  verifyPasskey: async (body: WithoutDevice<SecondFactorPasskeyRequest>) =>
    post('auth/verify-2fa-passkey', TwoStepSignInResponse, await withDeviceId(body)),

  /** The Account screen's switch: the chosen account's token as bearer, administrators only. */
  requireTwoStep: (requireTwoStep: boolean, accountToken: string) =>
    request('account/two-step', UserAccount, { method: 'PUT', body: { require_two_step: requireTwoStep }, token: accountToken }),
};

export type { PasskeyAuthenticationJSON, PasskeyRegistrationJSON };
