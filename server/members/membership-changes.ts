import { INVITATION_STATUS, TENANCY, memberMessages, type AllowPackagesRequest } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { Services } from '../services';
import { conflict, notFound } from '../http/errors';
import { lockAccount } from '../accounts/account-store';
import { countAdministrators, handOverPrimaryContact, removeMembership, upsertMembership, type Tenancy } from '../accounts/memberships';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/messages';
import { normaliseEmail } from '../auth/users';
import { checkGrantable, grantableProducts } from '../catalogue/grantable-products';
import { groupGrantedProductIds } from './app-access';
import { blockedFor, blockedProductIds, replaceBlockedProducts } from './blocked-products';
import {
  cancelInvitation, findInvitationByEmail, recordCanceledMembership, updateInvitationAccess, type InvitationRow,
} from './invitation-store';
import { PRIMARY_CONTACT_DEMOTION_MESSAGE } from './messages';
import { recordActivity } from '../activity/activity-store';
import type { Actor } from '../activity/actors';
import { appChanges, joinDetails, userTypeChange } from '../activity/details';

/*
 * The administrators' edits of a row of the members table, named by its e-mail. Each runs in one
 * transaction holding the account's row lock, so two edits of one account (two administrators
 * demoting each other) cannot both pass the last-administrator check. Every row the list shows can
 * be edited and canceled; any other e-mail is 404.
 */

type Member = { user_id: number; tenancy: Tenancy };

async function findMember(db: Queryable, accountId: number, email: string): Promise<Member | null> {
  const rows = await db.query<Member>(
    `select ua.user_id, ua.tenancy from user_accounts ua join users u on u.id = ua.user_id
     where ua.account_id = $1 and u.email = $2`,
    [accountId, email],
  );
  return rows[0] ?? null;
}

type Target = { primaryContactUserId: number | null; member: Member | null; invitation: InvitationRow | null };

/** Locks the account and finds the row: a member, else a listed (pending or canceled) invitation. */
async function lockTarget(tx: Queryable, accountId: number, rawEmail: string): Promise<Target> {
  const account = await lockAccount(tx, accountId);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  const email = normaliseEmail(rawEmail);
  const member = await findMember(tx, accountId, email);
  const found = member ? null : await findInvitationByEmail(tx, accountId, email);
  const listed = found && (found.status === INVITATION_STATUS.PENDING || found.status === INVITATION_STATUS.CANCELED);
  if (!member && !listed) throw notFound(memberMessages.memberNotFound);
  return { primaryContactUserId: account.primary_contact_user_id, member, invitation: listed ? found : null };
}

const lastAdministrator = () => conflict(memberMessages.lastAdministrator);

async function assertNotLastAdministrator(tx: Queryable, accountId: number, member: Member): Promise<void> {
  if (member.tenancy === TENANCY.ADMINISTRATOR && (await countAdministrators(tx, accountId)) <= 1) throw lastAdministrator();
}

/**
 * POST invitation/cancel-membership-invitation. A member leaves the account (at their next request
 * their account token gets 404) and their row becomes CANCELED, so they can be re-invited; an
 * administrator may cancel themselves unless they are the last one. A primary contact who leaves
 * hands over to the account's earliest administrator. A pending invitation becomes CANCELED and its
 * link stops working; canceling a canceled one again changes nothing (and logs nothing).
 */
export async function cancelRow(services: Services, accountId: number, email: string, actor: Actor): Promise<string> {
  const now = services.clock.now();
  const subject = normaliseEmail(email);
  return services.db.transaction(async (tx) => {
    const { member, invitation } = await lockTarget(tx, accountId, email);
    if (member) {
      await assertNotLastAdministrator(tx, accountId, member);
      const blocked = await blockedProductIds(tx, accountId, member.user_id);
      await recordCanceledMembership(tx, accountId, subject, { tenancy: member.tenancy, blockedProductIds: blocked, now });
      await removeMembership(tx, member.user_id, accountId);
      await handOverPrimaryContact(tx, accountId, member.user_id, now);
      await recordActivity(tx, { accountId, actor, action: 'membership_canceled', subject, details: `Was ${member.tenancy}`, at: now });
      return memberMessages.membershipCanceled;
    }
    if (invitation && invitation.status === INVITATION_STATUS.PENDING) {
      await cancelInvitation(tx, invitation.id, now);
      await recordActivity(tx, { accountId, actor, action: 'invitation_canceled', subject, details: '', at: now });
    }
    return memberMessages.invitationCanceled;
  });
}

/**
 * The member's direct blocks after an edit. The edit form shows an app a directory group grants as
 * allowed, and the administrator cannot turn it off there: such an app keeps the direct setting it
 * had, so the form's "allowed" never becomes a direct grant that outlives the group.
 */
function keepGroupGrants(requested: number[], before: number[], grantedByGroups: Set<number>): number[] {
  const kept = before.filter((id) => grantedByGroups.has(id));
  return [...requested.filter((id) => !grantedByGroups.has(id)), ...kept];
}

/**
 * POST invitation/allow-package-membership-invitation: `packages` are the apps the row may use,
 * every other grantable app is blocked (none for an administrator). The tenancy changes too, but
 * the last administrator cannot be made Standard, nor can the primary contact (only administrators
 * can be primary contact: choose another one first). On an invitation it is stored for acceptance.
 * The log gets one entry when something changed: 'User type changed' when the tenancy did (with
 * any apps that changed with it), else 'Apps allowed or blocked'.
 */
export async function changeAccess(services: Services, accountId: number, request: AllowPackagesRequest, actor: Actor): Promise<string> {
  const grantable = await grantableProducts(services.db, accountId);
  const allowed = new Set(checkGrantable(grantable, request.packages, 'packages'));
  const blocked = blockedFor(request.tenancy, grantable.map((product) => product.id).filter((id) => !allowed.has(id)));
  const now = services.clock.now();
  const subject = normaliseEmail(request.email);
  const logChange = async (tx: Queryable, before: { tenancy: Tenancy; blocked: number[] }, after = blocked) => {
    const apps = appChanges(grantable, before.blocked, after);
    const tenancy = userTypeChange(before.tenancy, request.tenancy);
    if (!tenancy && !apps) return;
    await recordActivity(tx, {
      accountId, actor, action: tenancy ? 'user_type_changed' : 'apps_changed', subject, details: joinDetails(tenancy, apps), at: now,
    });
  };
  return services.db.transaction(async (tx) => {
    const { member, invitation, primaryContactUserId } = await lockTarget(tx, accountId, request.email);
    if (member) {
      if (request.tenancy === TENANCY.STANDARD) {
        await assertNotLastAdministrator(tx, accountId, member);
        if (primaryContactUserId === member.user_id) throw conflict(PRIMARY_CONTACT_DEMOTION_MESSAGE);
      }
      const blockedBefore = await blockedProductIds(tx, accountId, member.user_id);
      const grantedByGroups = await groupGrantedProductIds(tx, accountId, member.user_id);
      const blockedNow = blockedFor(request.tenancy, keepGroupGrants(blocked, blockedBefore, grantedByGroups));
      await upsertMembership(tx, { userId: member.user_id, accountId, tenancy: request.tenancy, now });
      await replaceBlockedProducts(tx, accountId, member.user_id, blockedNow);
      await logChange(tx, { tenancy: member.tenancy, blocked: blockedBefore }, blockedNow);
      return memberMessages.membershipUpdated;
    }
    if (invitation) {
      await updateInvitationAccess(tx, invitation.id, { tenancy: request.tenancy, blockedProductIds: blocked, now });
      await logChange(tx, { tenancy: invitation.tenancy, blocked: invitation.blocked_product_ids });
    }
    return memberMessages.invitationUpdated;
  });
}
