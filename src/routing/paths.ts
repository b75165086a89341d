/** Every route of spec 2, once. Screens link with these, never with literals. */
export const paths = {
  home: '/',
  auth: '/auth',
  login: '/auth/login',
  ssoSignIn: '/auth/sso',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyOtp: '/auth/verify-otp',
  verifyEmailMessage: '/auth/verify-email-message',
  verifyEmailOtp: '/auth/verify-email-otp',
  verifyIdentityOtp: '/auth/verify-identity-otp',
  verifyEmail: '/auth/verify-email',
  verifyIdentity: '/auth/verify-identity',
  verifyTwoStep: '/auth/verify-2fa',
  subscribe: '/subscribe',
  failureCheckout: '/failure-checkout',
  invitation: '/invitation',
  redirect: '/redirect',
  createAccount: '/create-account',
  acceptInvitation: '/invitation',
  subscribePackage: '/subscribe-package',
  dashboard: '/dashboard',
  products: '/dashboard/products',
  packages: '/dashboard/packages',
  profile: '/dashboard/profile',
  updateAccount: '/dashboard/update-account',
  manageSubscription: '/dashboard/manage-subscription',
  manageUser: '/dashboard/manage-user',
  security: '/dashboard/security',
  activity: '/dashboard/activity',
  sso: '/dashboard/sso',
  serverError: '/500',
  notFound: '/404',
} as const;

/** The checkout return route carries the billing provider's name. */
export const checkoutReturnPath = (provider: string) => `/${provider}/success`;

/** A path with its query string, e.g. withQuery(paths.verifyEmailOtp, { token }). */
export function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
