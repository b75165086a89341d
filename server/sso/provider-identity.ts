import type { SsoFailureReason } from '../../src/api/contract';

/** Who the provider says signed in, once every check of its answer has passed. */
export type ProviderIdentity = {
  /** OpenID Connect: the ID token's `iss`; SAML: the response's Issuer (the provider's entity ID). */
  issuer: string;
  /** OpenID Connect: `sub`; SAML: the NameID. Stable per person at this issuer. */
  subject: string;
  /** The person's address as the provider gives it, lower-cased; never empty. */
  email: string;
  /** The name to give a person the portal creates, or null when the provider sent none. */
  firstName: string | null;
  lastName: string | null;
};

/**
 * A provider's answer the portal refuses. `reason` picks the message the person sees
 * (contract: ssoSignInMessages); `detail` is for the server's log, and shown only for
 * 'email_domain', where it is the domain the message names.
 */
export class SsoFailure extends Error {
  override name = 'SsoFailure';
  constructor(readonly reason: SsoFailureReason, readonly detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}
