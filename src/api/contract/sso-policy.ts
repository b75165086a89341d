import { boolean, object, type Infer } from 'superstruct';
import { flag } from './fields';
import { ssoSignInMessages } from './sso-sign-in';

/*
 * Single sign-on, the policy: an account that has verified a domain and tested its connection may
 * require its people at its verified domains to sign in through the identity provider. A password
 * (or any other way to a session than the provider) is then refused for them, except for the
 * account's administrators, who keep theirs so that an outage of the provider cannot lock the
 * account out. The policy holds only while the account still has a verified domain and a tested
 * connection: a connection saved again (untested) or removed stops it without switching it off.
 */

export const ssoPolicyLabels = {
  policy: 'Policy',
  requireSso: 'Require single sign-on for people at verified domains',
} as const;

export const ssoPolicyMessages = {
  /** Switching it on before the account can sign anyone in through its provider. */
  prerequisites: 'Verify a domain and test the connection before requiring single sign-on.',
  /** On, but not in force: the connection changed or went since its last successful test. */
  notInForce: 'Single sign-on is required, but it does not apply until a domain is verified and the connection is tested.',
  exceptAdministrators: "The account's administrators keep signing in with their password, in case the provider is down.",
  required: 'Single sign-on is now required for people at your verified domains.',
  optional: 'Single sign-on is no longer required.',
  /** The refusal of a password sign-in under the policy; the sign-in's contract holds the text. */
  refusal: ssoSignInMessages.policyRefusal,
} as const;

/** POST account/sso/policy (account bearer, administrators only). */
export const SetSsoPolicyRequest = object({ require_sso: flag(ssoPolicyLabels.requireSso) });
export type SetSsoPolicyRequest = Infer<typeof SetSsoPolicyRequest>;

/**
 * GET and POST account/sso/policy: whether the account requires single sign-on, whether it can
 * (a verified domain and a connection whose last test succeeded), and so whether it is in force.
 */
export const SsoPolicy = object({
  require_sso: boolean(),
  prerequisites_met: boolean(),
  in_force: boolean(),
});
export type SsoPolicy = Infer<typeof SsoPolicy>;
