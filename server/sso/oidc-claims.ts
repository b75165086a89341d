import { is } from 'superstruct';
import { Email } from '../../src/api/contract';

/** Claims as the ID token or the userinfo endpoint hand them over. */
export type Claims = Record<string, unknown>;

const textClaim = (claims: Claims, name: string): string | null => {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/**
 * The address, lower-cased, when it is one the portal accepts as an e-mail; otherwise null. An
 * address the provider itself says it has not verified counts as none: providers that let people
 * register themselves would otherwise let anyone claim a colleague's address. Providers that send
 * no email_verified at all (Entra ID) vouch for the addresses they hand out.
 */
export function emailClaim(claims: Claims): string | null {
  const verified = claims.email_verified;
  if (verified === false || verified === 'false') return null;
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
