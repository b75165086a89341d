import { memberMessages } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { Services } from '../services';
import { badRequest } from '../http/errors';
import { signInvitationToken, verifyInvitationToken } from '../auth/jwt';
import { newFlowToken, sameHex, sha256 } from '../auth/random';
import { findInvitation, invitationExpiry, isLive, type InvitationRow } from './invitation-store';

/*
 * An invitation link's token is a JWT (the portal decodes account_name and email from it) naming the
 * invitation row and carrying 32 random bytes. The row keeps only the SHA-256 of those bytes; a
 * re-invite replaces it, and accepting, declining or canceling clears it, so a link works once, for
 * 7 days, and only while it is the latest one sent.
 */

/** A new link secret and the hash the invitation row stores. */
export function newInvitationSecret(): { secret: string; hash: string } {
  const secret = newFlowToken();
  return { secret, hash: sha256(secret) };
}

type TokenInput = { invitationId: number; secret: string; email: string; accountName: string; now: Date };

export const invitationToken = (services: Services, input: TokenInput): Promise<string> =>
  signInvitationToken(
    services.keys.jwt,
    { invitationId: input.invitationId, secret: input.secret, email: input.email, accountName: input.accountName },
    { now: input.now, expiresAt: invitationExpiry(input.now) },
  );

/** The live invitation a token stands for, or null: forged, expired, used, declined, canceled or rotated. */
export async function findByInvitationToken(services: Services, db: Queryable, token: string): Promise<InvitationRow | null> {
  const now = services.clock.now();
  const claims = await verifyInvitationToken(services.keys.jwt, token, now);
  const invitation = claims ? await findInvitation(db, claims.invitationId) : null;
  if (!claims || !invitation || invitation.secret_hash === null || !isLive(invitation, now)) return null;
  return sameHex(sha256(claims.secret), invitation.secret_hash) ? invitation : null;
}

export const invalidInvitation = () => badRequest(memberMessages.invitationInvalid);

/** As findByInvitationToken, refusing anything but a live invitation with 400 invitationInvalid. */
export async function liveInvitationOrRefuse(services: Services, token: string): Promise<InvitationRow> {
  const invitation = await findByInvitationToken(services, services.db, token);
  if (!invitation) throw invalidInvitation();
  return invitation;
}
