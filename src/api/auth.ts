import {
  CurrentUserResponse, FlowTokenResponse, LoginResponse, MessageResponse, ProvenIdentityResponse, ProvenMailboxResponse,
  RegisterResponse,
  type ForgotPasswordRequest, type LinkCheckRequest, type LoginRequest, type OtpCheckRequest, type RegisterRequest,
  type ResetPasswordRequest,
} from './contract';
import { request, type Contract } from './http';

/**
 * Spec 3: device_id goes with every authentication call. It is attached here, once; the session
 * layer, which knows the device, installs the source (the API layer does not import the session).
 */
let deviceIdSource: () => Promise<string> = () => Promise.reject(new Error('No device id source installed'));

export function setDeviceIdSource(source: () => Promise<string>): void {
  deviceIdSource = source;
}

type WithoutDevice<T> = Omit<T, 'device_id'>;

/** `body` with this device's id, as every authentication call sends it. */
export const withDeviceId = async <T extends object>(body: T) => ({ ...body, device_id: await deviceIdSource() });

const post = <T>(path: string, contract: Contract<T>, body: object, token?: string) =>
  request(path, contract, { method: 'POST', body, token });

/** Plain calls of spec 7's auth/ paths; screens wrap them in mutations. */
export const authApi = {
  currentUser: () => request('auth', CurrentUserResponse),
  login: async (body: WithoutDevice<LoginRequest>) => post('auth/login', LoginResponse, await withDeviceId(body)),
  register: async (body: WithoutDevice<RegisterRequest>) => post('auth/register', RegisterResponse, await withDeviceId(body)),
  /** Spec 7: the invitation token is the bearer instead of the session's; same payload and answer. */
  registerInvited: async (body: WithoutDevice<RegisterRequest>, invitationToken: string) =>
    post('auth/register-invited-user', RegisterResponse, await withDeviceId(body), invitationToken),
  /** Ends the session `token` names, which need not be the one in use (a logout sent once back online). */
  logout: (token: string) => post('auth/logout', MessageResponse, {}, token),
  forgotPassword: async (body: WithoutDevice<ForgotPasswordRequest>) =>
    post('auth/forgot-password', FlowTokenResponse, await withDeviceId(body)),
  verifyForgotPasswordOtp: async (body: WithoutDevice<OtpCheckRequest>) =>
    post('auth/verify-forgot-password-otp', FlowTokenResponse, await withDeviceId(body)),
  resetPassword: async (body: WithoutDevice<ResetPasswordRequest>) =>
    post('auth/reset-password', ProvenMailboxResponse, await withDeviceId(body)),
  resendVerifyEmail: () => request('auth/resend-verify-email', FlowTokenResponse),
  verifyEmailOtp: async (body: WithoutDevice<OtpCheckRequest>) =>
    post('auth/verify-email-otp', ProvenMailboxResponse, await withDeviceId(body)),
  verifyEmail: async (body: WithoutDevice<LinkCheckRequest>) => post('auth/verify-email', ProvenMailboxResponse, await withDeviceId(body)),
  verifyIdentity: async (body: WithoutDevice<LinkCheckRequest>) =>
    post('auth/verify-identity', ProvenIdentityResponse, await withDeviceId(body)),
  verifyIdentityOtp: async (body: WithoutDevice<OtpCheckRequest>) =>
    post('auth/verify-identity-otp', ProvenIdentityResponse, await withDeviceId(body)),
};
