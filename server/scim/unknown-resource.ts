import { scimErrorDetails } from '../../src/api/contract';
import { ScimError } from './scim-error';

/*
 * The refusal for an id the token's account has not got, whether another account's directory
 * holds it or nobody does: one answer for both, so that a token learns nothing of other accounts
 * (no oracle of their ids), and nothing is read or written. A path id is 404, a group member 400,
 * which providers read as "gone" and provision again.
 */

export const unknownUser = (): ScimError => new ScimError(404, scimErrorDetails.userNotFound);

export const unknownGroup = (): ScimError => new ScimError(404, scimErrorDetails.groupNotFound);

export const unknownMember = (userId: number): ScimError =>
  new ScimError(400, scimErrorDetails.memberNotProvisioned(String(userId)), 'invalidValue');
