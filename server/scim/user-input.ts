import { array, boolean, coerce, literal, nullable, optional, string, type, union, type Infer } from 'superstruct';
import { EMAIL_PATTERN, limits, scimErrorDetails } from '../../src/api/contract';
import { normaliseEmail } from '../auth/users';
import { ScimError } from './scim-error';

/*
 * What a SCIM user means here: `userName` is the person's e-mail; the name gives the portal
 * user's first and last name; `active` says whether the membership is usable; `externalId` is the
 * provider's own id, kept per account. Emails, phone numbers and the enterprise extension are
 * accepted and not kept (the e-mail is userName).
 */

/** Microsoft Entra ID sends booleans as the strings "True" and "False". */
export const ScimBoolean = coerce(boolean(), union([literal('True'), literal('False'), literal('true'), literal('false')]),
  (value) => value.toLowerCase() === 'true');

const ScimName = type({ givenName: optional(nullable(string())), familyName: optional(nullable(string())), formatted: optional(nullable(string())) });

/** POST and PUT Users, and a user resource after a PATCH. */
export const ScimUserBody = type({
  userName: string(),
  externalId: optional(nullable(string())),
  name: optional(nullable(ScimName)),
  displayName: optional(nullable(string())),
  emails: optional(nullable(array(type({ value: optional(nullable(string())) })))),
  active: optional(nullable(ScimBoolean)),
});
export type ScimUserBody = Infer<typeof ScimUserBody>;

/** The portal's view of a user resource. */
export type UserFields = { email: string; firstName: string; lastName: string; externalId: string | null; active: boolean };

const clip = (text: string | null | undefined): string => (text ?? '').trim().slice(0, limits.name);

/** The e-mail from userName, lower-cased; 400 invalidValue when it is none. */
export function userNameEmail(userName: string): string {
  const email = normaliseEmail(userName);
  if (!EMAIL_PATTERN.test(email) || email.length > limits.email) throw new ScimError(400, scimErrorDetails.userNameNotEmail, 'invalidValue');
  return email;
}

/** The fields a body gives; a missing name falls back to the display name, then to the address's local part. */
export function userFields(body: ScimUserBody): UserFields {
  const email = userNameEmail(body.userName);
  const [displayFirst, ...displayRest] = clip(body.displayName).split(/\s+/);
  const firstName = clip(body.name?.givenName) || displayFirst || email.slice(0, email.lastIndexOf('@'));
  const lastName = body.name?.givenName || body.name?.familyName ? clip(body.name?.familyName) : clip(displayRest.join(' '));
  return { email, firstName: clip(firstName), lastName, externalId: body.externalId?.trim() || null, active: body.active ?? true };
}
