import {
  CurrentUserResponse, FlowTokenResponse, IdentityResponse, LoginResponse, MessageResponse, RegisterResponse,
  UserTokenResponse,
  type ForgotPasswordRequest, type LinkCheckRequest, type LoginRequest, type OtpCheckRequest, type RegisterRequest,
  type ResetPasswordRequest,
} from './contract';
import { request } from './http';

/** Plain calls of spec 7's auth/ paths; screens wrap them in mutations. */
export const authApi = {
  currentUser: () => request('auth', CurrentUserResponse),
  login: (body: LoginRequest) => request('auth/login', LoginResponse, { method: 'POST', body }),
  register: (body: RegisterRequest) => request('auth/register', RegisterResponse, { method: 'POST', body }),
  logout: () => request('auth/logout', MessageResponse, { method: 'POST', body: {} }),
  forgotPassword: (body: ForgotPasswordRequest) => request('auth/forgot-password', FlowTokenResponse, { method: 'POST', body }),
  verifyForgotPasswordOtp: (body: OtpCheckRequest) =>
    request('auth/verify-forgot-password-otp', FlowTokenResponse, { method: 'POST', body }),
  resetPassword: (body: ResetPasswordRequest) => request('auth/reset-password', UserTokenResponse, { method: 'POST', body }),
  resendVerifyEmail: () => request('auth/resend-verify-email', FlowTokenResponse),
  verifyEmailOtp: (body: OtpCheckRequest) => request('auth/verify-email-otp', UserTokenResponse, { method: 'POST', body }),
  verifyEmail: (body: LinkCheckRequest) => request('auth/verify-email', UserTokenResponse, { method: 'POST', body }),
  verifyIdentity: (body: LinkCheckRequest) => request('auth/verify-identity', IdentityResponse, { method: 'POST', body }),
  verifyIdentityOtp: (body: OtpCheckRequest) => request('auth/verify-identity-otp', IdentityResponse, { method: 'POST', body }),
};
