import { scimErrorDetails } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { ScimError } from './scim-error';

/*
 * The refusal for an id the token's account has not got. An id that another account's directory
 * holds belongs to that account, and this token is not authorised for it: 401, as a wrong token
 * gets, with nothing read or written. An id nobody holds is 404 (a path) or 400 (a group member),
 * which providers read as "gone" and provision again.
 */

const notThisToken = () =>
  new ScimError(401, scimErrorDetails.otherAccountsResource, undefined, { 'WWW-Authenticate': 'Bearer realm="SCIM", error="invalid_token"' });

async function heldElsewhere(db: Queryable, table: 'scim_users' | 'scim_groups', column: 'user_id' | 'id', id: number): Promise<boolean> {
  const rows = await db.query<{ held: boolean }>(`select exists (select 1 from ${table} where ${column} = $1) as held`, [id]);
  return rows[0]?.held === true;
}

export async function unknownUser(db: Queryable, userId: number): Promise<ScimError> {
  if (await heldElsewhere(db, 'scim_users', 'user_id', userId)) return notThisToken();
  return new ScimError(404, scimErrorDetails.userNotFound);
}

export async function unknownGroup(db: Queryable, groupId: number): Promise<ScimError> {
  if (await heldElsewhere(db, 'scim_groups', 'id', groupId)) return notThisToken();
  return new ScimError(404, scimErrorDetails.groupNotFound);
}

export async function unknownMember(db: Queryable, userId: number): Promise<ScimError> {
  if (await heldElsewhere(db, 'scim_users', 'user_id', userId)) return notThisToken();
  return new ScimError(400, scimErrorDetails.memberNotProvisioned(String(userId)), 'invalidValue');
}
