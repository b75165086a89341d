import { INVITATION_STATUS, TENANCY, type MemberRow } from '../../api/contract';

/**
 * What a row of the members table is and what can be done with it (spec 4 "Invitation/request
 * status"), without React.
 */
export type MemberStatus = 'pending' | 'accepted' | 'canceled' | 'expired' | 'declined';

type StatusFields = Pick<MemberRow, 'status' | 'expired'>;

/** A pending invitation past its 7 days is expired; a declined one is over, like a canceled one. */
export function memberStatus(row: StatusFields): MemberStatus {
  switch (row.status) {
    case INVITATION_STATUS.ACCEPTED:
      return 'accepted';
    case INVITATION_STATUS.CANCELED:
      return 'canceled';
    case INVITATION_STATUS.REJECTED:
      return 'declined';
    default:
      return row.expired ? 'expired' : 'pending';
  }
}

export type MemberAction = 'edit' | 'cancelMembership' | 'cancelInvitation' | 'reinvite';

/**
 * Spec 4: a canceled row offers only Reinvite; pending and accepted rows offer Edit and Cancel,
 * worded 'membership' for an accepted row and 'invitation' otherwise. An expired invitation can
 * no longer be accepted, so it offers Reinvite instead of Edit, and Cancel to withdraw it.
 */
export function memberActions(row: StatusFields): readonly MemberAction[] {
  switch (memberStatus(row)) {
    case 'accepted':
      return ['edit', 'cancelMembership'];
    case 'pending':
      return ['edit', 'cancelInvitation'];
    case 'expired':
      return ['reinvite', 'cancelInvitation'];
    case 'canceled':
    case 'declined':
      return ['reinvite'];
  }
}

type AdministratorFields = Pick<MemberRow, 'status' | 'tenancy' | 'email'>;

const isAcceptedAdministrator = (row: AdministratorFields): boolean =>
  row.status === INVITATION_STATUS.ACCEPTED && row.tenancy === TENANCY.ADMINISTRATOR;

/**
 * The e-mail of the account's last administrator: the only accepted member with administrator
 * tenancy in the list, or null when there are several (or none). The server refuses to cancel
 * that member or make them Standard, so the screen does not offer either.
 */
export function lastAdministratorEmail(rows: readonly AdministratorFields[]): string | null {
  let found: string | null = null;
  for (const row of rows) {
    if (!isAcceptedAdministrator(row)) continue;
    if (found !== null) return null;
    found = row.email;
  }
  return found;
}

/** True for the row of the account's last administrator (named by lastAdministratorEmail). */
export const isLastAdministrator = (row: AdministratorFields, lastAdministrator: string | null): boolean =>
  lastAdministrator !== null && isAcceptedAdministrator(row) && row.email === lastAdministrator;

/** Why a row's user type cannot change to Standard, as the server would refuse it; null when it can. */
export type FixedTenancy = 'lastAdministrator' | 'primaryContact' | null;

/**
 * The last administrator cannot be made Standard, nor can the primary contact (only an
 * administrator may be one: another must become primary contact first).
 */
export function fixedTenancy(row: AdministratorFields & Pick<MemberRow, 'is_primary_contact'>, lastAdministrator: string | null): FixedTenancy {
  if (isLastAdministrator(row, lastAdministrator)) return 'lastAdministrator';
  if (isAcceptedAdministrator(row) && row.is_primary_contact === 1) return 'primaryContact';
  return null;
}

/** An accepted row is a membership; every other row is an invitation (edit titles, cancel wording). */
export const isMembership = (row: Pick<MemberRow, 'status'>): boolean => row.status === INVITATION_STATUS.ACCEPTED;

/** The products a member may use, and those blocked for them. */
export const allowedProductIds = (row: Pick<MemberRow, 'packages'>): number[] =>
  row.packages.filter((entry) => entry.isAllowed).map((entry) => entry.id);
export const blockedProductIds = (row: Pick<MemberRow, 'packages'>): number[] =>
  row.packages.filter((entry) => !entry.isAllowed).map((entry) => entry.id);
