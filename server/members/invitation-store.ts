import { INVITATION_STATUS, INVITATION_TTL_DAYS, type InvitationStatus } from '../../src/api/contract';
import type { Tenancy } from '../accounts/memberships';
import type { Queryable } from '../db/db';

export type InvitationRow = {
  id: number;
  account_id: number;
  email: string;
  tenancy: Tenancy;
  blocked_product_ids: number[];
  status: InvitationStatus;
  secret_hash: string | null;
  invited_at: Date | null;
  expires_at: Date | null;
};

const COLUMNS = 'id, account_id, email, tenancy, blocked_product_ids, status, secret_hash, invited_at, expires_at';
const { PENDING, CANCELED } = INVITATION_STATUS;
const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationExpiry = (now: Date): Date => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

/** Pending and within its 7 days: its link works, and the address cannot be invited again yet. */
export const isLive = (invitation: Pick<InvitationRow, 'status' | 'expires_at'>, now: Date): boolean =>
  invitation.status === PENDING && invitation.expires_at !== null && invitation.expires_at.getTime() > now.getTime();

export async function findInvitation(db: Queryable, id: number): Promise<InvitationRow | null> {
  const rows = await db.query<InvitationRow>(`select ${COLUMNS} from invitations where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findInvitationByEmail(db: Queryable, accountId: number, email: string): Promise<InvitationRow | null> {
  const rows = await db.query<InvitationRow>(`select ${COLUMNS} from invitations where account_id = $1 and email = $2`, [accountId, email]);
  return rows[0] ?? null;
}

/** The account's invitations to any of `emails` (normalised), for deciding a whole batch at once. */
export async function invitationsTo(db: Queryable, accountId: number, emails: string[]): Promise<InvitationRow[]> {
  return db.query<InvitationRow>(`select ${COLUMNS} from invitations where account_id = $1 and email = any($2::text[])`, [
    accountId, emails,
  ]);
}

/** What one (re)sending stores: who is invited, as what, and the hash of the new link's secret. */
export type InvitationIssue = {
  accountId: number;
  email: string;
  tenancy: Tenancy;
  blockedProductIds: number[];
  secretHash: string;
  /** Null when the account's directory invites (directory sync). */
  invitedBy: number | null;
  now: Date;
};

/** A new pending invitation's id; null when the address got one meanwhile (a concurrent invite). */
export async function insertInvitation(db: Queryable, issue: InvitationIssue): Promise<number | null> {
  const rows = await db.query<{ id: number }>(
    `insert into invitations (account_id, email, tenancy, blocked_product_ids, status, secret_hash, invited_by_user_id,
       invited_at, expires_at, created_at, updated_at)
     values ($1, $2, $3, $4::int[], $5, $6, $7, $8, $9, $8, $8)
     on conflict (account_id, email) do nothing
     returning id`,
    [
      issue.accountId, issue.email, issue.tenancy, issue.blockedProductIds, PENDING, issue.secretHash, issue.invitedBy, issue.now,
      invitationExpiry(issue.now),
    ],
  );
  return rows[0]?.id ?? null;
}

/**
 * Makes an existing row pending again with a new secret (so any older link stops working), a new
 * 7 days and the new tenancy and blocked apps. False when the row is live meanwhile.
 */
export async function reissueInvitation(db: Queryable, id: number, issue: InvitationIssue): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update invitations set tenancy = $2, blocked_product_ids = $3::int[], status = $4, secret_hash = $5,
       invited_by_user_id = $6, invited_at = $7, expires_at = $8, updated_at = $7
     where id = $1 and not (status = $4 and expires_at > $7)
     returning id`,
    [id, issue.tenancy, issue.blockedProductIds, PENDING, issue.secretHash, issue.invitedBy, issue.now, invitationExpiry(issue.now)],
  );
  return rows.length > 0;
}

/**
 * The invitee's answer (ACCEPTED or REJECTED), once: only while the row is live and still holds the
 * secret that was checked, so of two concurrent uses one wins and a rotated link loses.
 */
export async function answerInvitation(
  db: Queryable,
  invitation: InvitationRow,
  status: typeof INVITATION_STATUS.ACCEPTED | typeof INVITATION_STATUS.REJECTED,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `update invitations set status = $3, secret_hash = null, updated_at = $4
     where id = $1 and secret_hash = $2 and status = $5 and expires_at > $4
     returning id`,
    [invitation.id, invitation.secret_hash, status, now, PENDING],
  );
  return rows.length > 0;
}

/** An administrator withdraws the invitation: its link stops working. */
export async function cancelInvitation(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('update invitations set status = $2, secret_hash = null, updated_at = $3 where id = $1', [id, CANCELED, now]);
}

type Access = { tenancy: Tenancy; blockedProductIds: number[]; now: Date };

/** Edits what an invitation grants; a pending one keeps its link. */
export async function updateInvitationAccess(db: Queryable, id: number, access: Access): Promise<void> {
  await db.query('update invitations set tenancy = $2, blocked_product_ids = $3::int[], updated_at = $4 where id = $1', [
    id, access.tenancy, access.blockedProductIds, access.now,
  ]);
}

/**
 * A canceled membership becomes the address's CANCELED row (listed, so it can be re-invited, with
 * the tenancy and blocked apps it had). Any pending invitation to that address is voided with it.
 */
export async function recordCanceledMembership(db: Queryable, accountId: number, email: string, access: Access): Promise<void> {
  await db.query(
    `insert into invitations (account_id, email, tenancy, blocked_product_ids, status, created_at, updated_at)
     values ($1, $2, $3, $4::int[], $5, $6, $6)
     on conflict (account_id, email) do update
       set tenancy = excluded.tenancy, blocked_product_ids = excluded.blocked_product_ids, status = excluded.status,
           secret_hash = null, updated_at = excluded.updated_at`,
    [accountId, email, access.tenancy, access.blockedProductIds, CANCELED, access.now],
  );
}
