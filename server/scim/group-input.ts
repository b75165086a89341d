import { array, nullable, optional, string, type, type Infer } from 'superstruct';
import { limits, scimErrorDetails } from '../../src/api/contract';
import { ScimError } from './scim-error';

/** A member reference: the provisioned user's SCIM id (display and $ref are read past). */
const MemberRef = type({ value: string() });

/** POST and PUT Groups, and a group resource after a PATCH. */
export const ScimGroupBody = type({
  displayName: string(),
  externalId: optional(nullable(string())),
  members: optional(nullable(array(MemberRef))),
});
export type ScimGroupBody = Infer<typeof ScimGroupBody>;

export type GroupFields = { displayName: string; externalId: string | null; memberIds: number[] | null };

/** A SCIM id of a user as the portal's user id; null when it cannot be one. */
export function scimId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The fields a body gives; `memberIds` null when the body leaves the members as they are. */
export function groupFields(body: ScimGroupBody): GroupFields {
  const displayName = body.displayName.trim().slice(0, limits.name * 2);
  if (!displayName) throw new ScimError(400, scimErrorDetails.invalidBody('displayName is empty.'), 'invalidValue');
  const memberIds = body.members ? body.members.map(({ value }) => {
    const id = scimId(value);
    if (id === null) throw new ScimError(400, scimErrorDetails.memberNotProvisioned(value), 'invalidValue');
    return id;
  }) : null;
  return { displayName, externalId: body.externalId?.trim() || null, memberIds: memberIds && [...new Set(memberIds)] };
}
