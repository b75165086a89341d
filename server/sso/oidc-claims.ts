import { is } from 'superstruct';
import { Email } from '../../src/api/contract';

/** Claims as the ID token or the userinfo endpoint hand them over. */
export type Claims = Record<string, unknown>;

const textClaim = (claims: Claims, name: string): string | null => {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/**
 * Microsoft Entra ID's v2.0 issuers (`https://login.microsoftonline.com/{tenant}/v2.0`): Entra ID
 * documents that it sends no email_verified claim, and vouches for the addresses it hands out.
 */
const NEVER_SENDS_EMAIL_VERIFIED = /^https:\/\/login\.microsoftonline\.com\/[^/]+\/v2\.0$/;

/**
 * Whether the provider vouches for the address: email_verified is exactly the boolean true. A
 * string ("true", "False"), a number, null or an absent claim is no word at all, and providers that
 * let people register themselves would otherwise let anyone claim a colleague's address. Absent is
 * enough only from a provider documented never to send the claim.
 */
function addressVouched(claims: Claims): boolean {
  if (claims.email_verified === true) return true;
  return !('email_verified' in claims) && typeof claims.iss === 'string' && NEVER_SENDS_EMAIL_VERIFIED.test(claims.iss);
}

/** The address, lower-cased, when it is one the portal accepts as an e-mail and the provider vouches for it; otherwise null. */
export function emailClaim(claims: Claims): string | null {
  if (!addressVouched(claims)) return null;
  const email = textClaim(claims, 'email')?.toLowerCase() ?? null;
  return email !== null && is(email, Email) ? email : null;
}

/**
 * The person's name: given_name and family_name, or else `name` split at its first space (the
 * first word as the first name), as providers that send only a display name do.
 */
export function nameClaims(claims: Claims): { firstName: string | null; lastName: string | null } {
  const firstName = textClaim(claims, 'given_name');
  const lastName = textClaim(claims, 'family_name');
  if (firstName !== null || lastName !== null) return { firstName, lastName };
  const name = textClaim(claims, 'name');
  if (name === null) return { firstName: null, lastName: null };
  const space = name.search(/\s/);
  return space < 0
    ? { firstName: name, lastName: null }
    : { firstName: name.slice(0, space), lastName: name.slice(space).trim() };
}
