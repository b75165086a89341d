import { array, number, object, string, type Infer } from 'superstruct';
import { DeviceId, Email, OpaqueToken, RememberMe } from './primitives';
import { User, UserAccount } from './user';

/*
 * Single sign-on, part three: a person signs in through their organisation's identity provider.
 * The portal's page /auth/sso asks for the address (POST auth/sso/start), the browser goes to the
 * provider, the provider's answer comes back to the server (OIDC callback or SAML ACS), which
 * checks it, finds or creates the person, and sends the browser back to /auth/sso with a one-time
 * token in the address; the page that started the sign-in redeems it (POST auth/sso/finish) for a
 * session, on the same device. A failure sends the browser back with a reason, never a stack trace.
 */

export const SSO_SIGN_IN_PAGE = '/auth/sso';

/** Query parameters of the page when the server sends the browser back to it. */
export const SSO_RESULT_PARAM = 'sso_token';
export const SSO_ERROR_PARAM = 'sso_error';
/** With the reason 'email_domain': the domain the provider's address was at. */
export const SSO_DOMAIN_PARAM = 'domain';

/** Why a sign-in through a provider failed; each has its message below. */
export const SSO_FAILURE_REASONS = [
  /** No sign-in of this portal waits for this answer (unknown or missing state / RelayState). */
  'state',
  /** The ID token's nonce is not the one this sign-in sent. */
  'nonce',
  /** The sign-in, the answer or its assertion is past its time. */
  'expired',
  /** The answer, or the code in it, was already used. */
  'replayed',
  /** The answer was meant for another service (audience, recipient). */
  'audience',
  /** The answer came from another issuer than the connection's. */
  'issuer',
  /** A bad or missing signature, an unsigned or wrapped assertion, alg none or HMAC with a public key. */
  'signature',
  /** The provider refused, failed, or could not be reached. */
  'provider',
  /** The answer names no e-mail address. */
  'email_missing',
  /** The address is at a domain the connection's account has not verified. */
  'email_domain',
  /** The person linked to this identity has moved their address out of the account's verified domains. */
  'address_left',
] as const;
export type SsoFailureReason = (typeof SSO_FAILURE_REASONS)[number];

export const isSsoFailureReason = (value: string): value is SsoFailureReason =>
  (SSO_FAILURE_REASONS as readonly string[]).includes(value);

export const ssoSignInLabels = {
  title: 'Sign in with SSO',
  link: 'Sign in with SSO',
  email: 'Email',
  continue: 'Continue',
  backToLogin: 'Sign in with your password',
} as const;

export const ssoSignInMessages = {
  notSetUp: 'Single sign-on is not set up for this address. Sign in with your password.',
  /** A password sign-in refused by the account's policy (issue 41's Policy part). */
  policyRefusal: 'Your organisation signs in with single sign-on. Use Sign in with SSO.',
  intro: 'Enter your work e-mail address. We will send you to your organisation to sign in.',
  redirecting: 'Taking you to your organisation to sign in…',
  finishing: 'Signing you in…',
  otherDevice: 'This sign-in was started in another browser. Start again here.',
  failures: {
    state: 'This sign-in was not started here, or it has ended. Start again.',
    nonce: 'The answer from your organisation does not belong to this sign-in. Start again.',
    expired: 'The sign-in took too long and has expired. Start again.',
    replayed: 'This answer from your organisation was already used. Start again.',
    audience: 'The answer from your organisation was meant for another service.',
    issuer: 'The answer did not come from the identity provider connected to this account.',
    signature: 'The answer from your organisation is not signed as it must be.',
    provider: 'Your organisation could not sign you in. Try again, or ask your administrator.',
    email_missing: 'Your organisation did not tell us your e-mail address.',
    address_left:
      'Your profile\'s e-mail address is no longer at your organisation\'s domain, so your organisation cannot sign you in. Sign in with your password.',
  } satisfies Record<Exclude<SsoFailureReason, 'email_domain'>, string>,
  emailDomain: (domain: string) => `This provider cannot sign in addresses at ${domain}.`,
} as const;

/** The message for a failure, as the page shows it. */
export const ssoFailureMessage = (reason: SsoFailureReason, domain: string | null): string =>
  reason === 'email_domain' ? ssoSignInMessages.emailDomain(domain ?? 'this domain') : ssoSignInMessages.failures[reason];

/** POST auth/sso/start (no bearer). */
export const SsoStartRequest = object({ email: Email, device_id: DeviceId, remember_me: RememberMe });
export type SsoStartRequest = Infer<typeof SsoStartRequest>;

/** Where the browser goes next: the provider's sign-in. */
export const SsoStartResponse = object({ redirect_url: string() });
export type SsoStartResponse = Infer<typeof SsoStartResponse>;

/** POST auth/sso/finish (no bearer): the token the server put in the page's address, from the device that started. */
export const SsoFinishRequest = object({ token: OpaqueToken, device_id: DeviceId });
export type SsoFinishRequest = Infer<typeof SsoFinishRequest>;

/** The session, the person's accounts, and the account the provider belongs to, chosen. */
export const SsoFinishResponse = object({
  user: User,
  token: string(),
  userAccounts: array(UserAccount),
  account_id: number(),
  remember_me: RememberMe,
});
export type SsoFinishResponse = Infer<typeof SsoFinishResponse>;
