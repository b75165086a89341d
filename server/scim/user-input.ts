import { boolean, coerce, literal, nullable, optional, string, type, union, type Infer } from 'superstruct';
import { EMAIL_PATTERN, limits, scimErrorDetails } from '../../src/api/contract';
import { normaliseEmail } from '../auth/users';
import { ScimError } from './scim-error';
import { writtenAttributes, type Written } from './user-attributes';

/*
 * What a SCIM user means here: `userName` is the provider's name for the person, kept as sent;
 * the person's address comes from `emails` (the primary one, else the work one, else the first),
 * else from userName when it is an e-mail; `active` says whether the membership (or invitation)
 * is live; `externalId` is the provider's own id. The other readWrite attributes are kept as
 * written (user-attributes.ts); the name also gives a portal user the directory made its names.
 */

/** Microsoft Entra ID sends booleans as the strings "True" and "False". */
export const ScimBoolean = coerce(boolean(), union([literal('True'), literal('False'), literal('true'), literal('false')]),
  (value) => value.toLowerCase() === 'true');

/** POST and PUT Users, and a user resource after a PATCH (the kept attributes are read by user-attributes.ts). */
export const ScimUserBody = type({
  userName: string(),
  externalId: optional(nullable(string())),
  active: optional(nullable(ScimBoolean)),
});
export type ScimUserBody = Infer<typeof ScimUserBody>;

/** Long enough for any user principal name (Entra's guests' run to about 115 characters). */
const MAX_USER_NAME = 512;

/**
 * The portal's view of a user resource. `active` null: the request did not set it, so the
 * current state stays (a PUT without it, a PATCH that removed it).
 */
export type UserFields = {
  userName: string; email: string; attributes: Written; firstName: string; lastName: string; externalId: string | null; active: boolean | null;
};

const clip = (text: unknown): string => (typeof text === 'string' ? text : '').trim().slice(0, limits.name);

const asEmail = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const email = normaliseEmail(value);
  return EMAIL_PATTERN.test(email) && email.length <= limits.email ? email : null;
};

/** The person's address (lower-cased): from emails, else userName; 400 invalidValue when neither holds one. */
export function personAddress(userName: string, attributes: Written): string {
  const emails = Array.isArray(attributes.emails) ? (attributes.emails as Record<string, unknown>[]) : [];
  const chosen = emails.find((email) => email.primary === true) ?? emails.find((email) => email.type === 'work') ?? emails[0];
  const address = asEmail(chosen?.value) ?? asEmail(userName);
  if (address === null) throw new ScimError(400, scimErrorDetails.noAddress, 'invalidValue');
  return address;
}

/** The names a portal user gets from the attributes: a missing name falls back to the display name, then to the address's local part. */
export function portalNames(attributes: Written, email: string): { firstName: string; lastName: string } {
  const name = (typeof attributes.name === 'object' && attributes.name !== null ? attributes.name : {}) as Record<string, unknown>;
  const [displayFirst, ...displayRest] = clip(attributes.displayName).split(/\s+/);
  const firstName = clip(name.givenName) || displayFirst || email.slice(0, email.lastIndexOf('@'));
  const lastName = clip(name.givenName) || clip(name.familyName) ? clip(name.familyName) : clip(displayRest.join(' '));
  return { firstName: clip(firstName), lastName };
}

/** The fields a body (or a patched resource) gives. */
export function userFields(body: ScimUserBody & Record<string, unknown>): UserFields {
  const userName = body.userName;
  if (userName.trim() === '' || userName.length > MAX_USER_NAME) throw new ScimError(400, scimErrorDetails.userNameInvalid, 'invalidValue');
  const attributes = writtenAttributes(body);
  const email = personAddress(userName, attributes);
  return {
    userName, email, attributes, ...portalNames(attributes, email), externalId: body.externalId?.trim() || null, active: body.active ?? null,
  };
}
