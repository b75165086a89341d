import { describe, expect, it } from 'vitest';
import { INVITATION_STATUS, inviteMessages, tooManyAttemptsMessage, type MemberRow } from '../../src/api/contract';
import {
  INVITE_DEFAULTS, editValuesFromRow, reinviteRequest, toAllowPackagesRequest, toInviteRequest,
} from '../../src/features/members/forms';
import { inviteOutcome, resultToast, wasInvited } from '../../src/features/members/invite-outcome';
import {
  allowedProductIds, blockedProductIds, fixedTenancy, isLastAdministrator, isMembership, lastAdministratorEmail, memberActions, memberStatus,
} from '../../src/features/members/member-rules';
import { dialogForAction } from '../../src/features/members/useMemberDialogs';
import { savedDataTime } from '../../src/offline/useSavedDataTime';
import { formatSavedAt } from '../../src/ui/SavedDataNotice';

const { PENDING, REJECTED, ACCEPTED, CANCELED } = INVITATION_STATUS;

const row = (fields: Partial<MemberRow> = {}): MemberRow => ({
  user_id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', tenancy: 'STANDARD', is_primary_contact: 0,
  status: ACCEPTED, expired: false, invited_at: '2026-11-01T10:00:00Z', suspended: false,
  packages: [
    { id: 11, product_name: 'Analytics', name: 'Pro', isAllowed: true, granted_by: [] },
    { id: 12, product_name: 'Billing', name: 'Pro', isAllowed: false, granted_by: [] },
    { id: 13, product_name: 'CRM', name: 'Pro', isAllowed: false, granted_by: [] },
  ],
  ...fields,
});

describe('the last administrator', () => {
  const admin = row({ email: 'ann@example.com', tenancy: 'ADMINISTRATOR' });
  it('is the only accepted member with administrator tenancy', () => {
    const invitedAdmin = row({ email: 'new@example.com', tenancy: 'ADMINISTRATOR', status: PENDING });
    const canceledAdmin = row({ email: 'old@example.com', tenancy: 'ADMINISTRATOR', status: CANCELED });
    const rows = [row(), invitedAdmin, admin, canceledAdmin];
    expect(lastAdministratorEmail(rows)).toBe('ann@example.com');
    expect(isLastAdministrator(admin, 'ann@example.com')).toBe(true);
    // Her pending invitation under the same address, or a Standard row, is not her membership.
    expect(isLastAdministrator({ ...admin, status: PENDING }, 'ann@example.com')).toBe(false);
    expect(isLastAdministrator(row(), 'ann@example.com')).toBe(false);
  });

  it("fixes the user type of the last administrator and of the primary contact, no one else's", () => {
    expect(fixedTenancy(admin, 'ann@example.com')).toBe('lastAdministrator');
    expect(fixedTenancy({ ...admin, is_primary_contact: 1 }, 'ann@example.com')).toBe('lastAdministrator');
    expect(fixedTenancy({ ...admin, is_primary_contact: 1 }, null)).toBe('primaryContact');
    expect(fixedTenancy(admin, null)).toBeNull();
    expect(fixedTenancy(row({ is_primary_contact: 1 }), null)).toBeNull();
  });

  it('is nobody when there are two administrators, or none', () => {
    expect(lastAdministratorEmail([admin, row({ email: 'bob@example.com', tenancy: 'ADMINISTRATOR' })])).toBeNull();
    expect(lastAdministratorEmail([row()])).toBeNull();
    expect(isLastAdministrator(admin, null)).toBe(false);
  });
});

describe('row status and actions (spec 4)', () => {
  it('names each status, a pending row past its 7 days as expired', () => {
    expect(memberStatus({ status: PENDING, expired: false })).toBe('pending');
    expect(memberStatus({ status: PENDING, expired: true })).toBe('expired');
    expect(memberStatus({ status: ACCEPTED, expired: false })).toBe('accepted');
    expect(memberStatus({ status: CANCELED, expired: false })).toBe('canceled');
    expect(memberStatus({ status: REJECTED, expired: false })).toBe('declined');
  });

  it('offers only Reinvite on a canceled or declined row', () => {
    expect(memberActions({ status: CANCELED, expired: false })).toEqual(['reinvite']);
    expect(memberActions({ status: CANCELED, expired: true })).toEqual(['reinvite']);
    expect(memberActions({ status: REJECTED, expired: false })).toEqual(['reinvite']);
  });

  it("offers Edit and Cancel on pending and accepted rows, worded 'membership' only when accepted", () => {
    expect(memberActions({ status: ACCEPTED, expired: false })).toEqual(['edit', 'cancelMembership']);
    expect(memberActions({ status: PENDING, expired: false })).toEqual(['edit', 'cancelInvitation']);
  });

  it('offers Reinvite and Cancel on an expired invitation', () => {
    expect(memberActions({ status: PENDING, expired: true })).toEqual(['reinvite', 'cancelInvitation']);
  });

  it('opens the dialog of each action', () => {
    expect(dialogForAction).toEqual({ edit: 'edit', cancelMembership: 'cancel', cancelInvitation: 'cancel', reinvite: 'reinvite' });
  });

  it('calls an accepted row a membership and every other row an invitation', () => {
    expect(isMembership({ status: ACCEPTED })).toBe(true);
    expect([PENDING, REJECTED, CANCELED].map((status) => isMembership({ status }))).toEqual([false, false, false]);
  });

  it('reads the allowed and blocked apps of a row', () => {
    expect(allowedProductIds(row())).toEqual([11]);
    expect(blockedProductIds(row())).toEqual([12, 13]);
  });
});

describe('invite answers (spec 4 "Invite modal", spec 8)', () => {
  const sent = { email: 'a@example.com', message: inviteMessages.sent };
  const yourself = { email: 'ada@example.com', message: inviteMessages.yourself };

  it('lists several results and toasts a single one', () => {
    expect(inviteOutcome([sent, yourself])).toEqual({ kind: 'list', results: [sent, yourself] });
    expect(inviteOutcome([sent])).toEqual({ kind: 'toast', tone: 'success', message: inviteMessages.sent });
    expect(inviteOutcome([])).toEqual({ kind: 'none' });
  });

  it('shows the yourself message as an error and every other message as a success', () => {
    expect(resultToast(yourself)).toEqual({ tone: 'error', message: inviteMessages.yourself });
    for (const message of [inviteMessages.resent, inviteMessages.alreadyMember, inviteMessages.alreadyInvited]) {
      expect(resultToast({ email: 'a@example.com', message }).tone).toBe('success');
    }
  });

  it('shows an address held back by the mail limits as an error: nothing was sent', () => {
    const limited = { email: 'a@example.com', message: tooManyAttemptsMessage(40) };
    expect(resultToast(limited)).toEqual({ tone: 'error', message: 'Too many attempts. Try again in 1 minute.' });
    expect(wasInvited(limited)).toBe(false);
  });

  it('marks the addresses that were not invited', () => {
    expect(wasInvited(sent)).toBe(true);
    expect(wasInvited({ email: 'a@example.com', message: inviteMessages.resent })).toBe(true);
    expect(wasInvited({ email: 'a@example.com', message: inviteMessages.alreadyMember })).toBe(false);
  });
});

describe('the requests the forms send', () => {
  it('starts an invite as Standard with every app blocked (spec 6)', () => {
    expect(INVITE_DEFAULTS).toEqual({ tenancy: 'STANDARD', packages: [] });
    expect(toInviteRequest({ ...INVITE_DEFAULTS, emails: ' a@example.com,b@example.com ' }, [11, 12, 13])).toEqual({
      emails: 'a@example.com,b@example.com', tenancy: 'STANDARD', blocked_packages: [11, 12, 13],
    });
  });

  it('sends the unticked apps as blocked_packages, none for an administrator', () => {
    expect(toInviteRequest({ tenancy: 'STANDARD', emails: 'a@example.com', packages: [12] }, [11, 12, 13]).blocked_packages).toEqual([11, 13]);
    expect(toInviteRequest({ tenancy: 'ADMINISTRATOR', emails: 'a@example.com', packages: [12] }, [11, 12, 13]).blocked_packages).toEqual([]);
  });

  it('reinvites with the same e-mail, tenancy and blocked apps', () => {
    expect(reinviteRequest(row({ email: ' jane@example.com ' }))).toEqual({
      emails: 'jane@example.com', tenancy: 'STANDARD', blocked_packages: [12, 13],
    });
    expect(reinviteRequest(row({ tenancy: 'ADMINISTRATOR' })).blocked_packages).toEqual([]);
  });

  it('edits from the row: its tenancy and the apps it may use', () => {
    expect(editValuesFromRow(row())).toEqual({ tenancy: 'STANDARD', packages: [11] });
    expect(toAllowPackagesRequest(row(), { tenancy: 'STANDARD', packages: [11, 13] })).toEqual({
      email: 'jane@example.com', tenancy: 'STANDARD', packages: [11, 13],
    });
    // An administrator uses every app of the account.
    expect(toAllowPackagesRequest(row(), { tenancy: 'ADMINISTRATOR', packages: [11] }).packages).toEqual([11, 12, 13]);
  });
});

describe('saved data', () => {
  const query = { data: [], dataUpdatedAt: Date.UTC(2026, 10, 23, 14, 5), isError: false, fetchStatus: 'idle' as const };

  it('gives the time of data not fresh from the network', () => {
    expect(savedDataTime(query, true)).toBeNull();
    expect(savedDataTime(query, false)).toBe(query.dataUpdatedAt);
    expect(savedDataTime({ ...query, isError: true }, true)).toBe(query.dataUpdatedAt);
    expect(savedDataTime({ ...query, fetchStatus: 'paused' }, true)).toBe(query.dataUpdatedAt);
    expect(savedDataTime({ ...query, data: undefined, dataUpdatedAt: 0 }, false)).toBeNull();
  });

  it("writes it as '23 Nov 2026, 14:05'", () => {
    expect(formatSavedAt(new Date(2026, 10, 23, 14, 5).getTime())).toBe('23 Nov 2026, 14:05');
  });

  it("writes every month, day and hour as en-GB's Intl formatter does, in the device's time zone", () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    for (let month = 0; month < 12; month += 1) {
      for (const [day, hour, minute] of [[1, 0, 0], [9, 9, 7], [28, 12, 30], [month === 1 ? 28 : 31, 23, 59]]) {
        const time = new Date(2027, month, day, hour, minute).getTime();
        expect(formatSavedAt(time)).toBe(intl.format(time));
      }
    }
  });
});
