import { TENANCY, fieldLabels, tenancyLabels } from '../api/contract';
import { layoutTexts } from './shell';

/**
 * Texts of the Manage Users screen and its modals (spec 2 "Manage Users", "Invite modal"). Texts
 * the specification quotes are verbatim; the rest fill gaps it leaves open. Messages the server
 * also answers with (invite results, update and cancel messages) live in the contract.
 */

export const membersTexts = {
  title: layoutTexts.manageUsers,
  invite: 'Invite Members',
  tableLabel: 'Members and invitations',
  empty: 'No members or invitations yet.',
  adminOnly: 'Only administrators can manage users.',
  loadFailed: 'The members could not be loaded.',
  retry: 'Retry',
} as const;

export const memberColumnTexts = {
  firstName: fieldLabels.firstName,
  lastName: fieldLabels.lastName,
  email: fieldLabels.email,
  type: 'Type',
  primaryContact: 'Primary Contact',
  status: 'Invitation Status',
  action: 'Action',
} as const;

/** The Type column: one tenancy per member, in the words the activity log (written by the server) uses too. */
export const memberTypeLabels = tenancyLabels;

/** The user-type choice of the invite and edit forms (spec 6: "Standard and Administrators"). */
export const tenancyChoiceLabels = {
  [TENANCY.STANDARD]: 'Standard',
  [TENANCY.ADMINISTRATOR]: 'Administrators',
} as const;

export const primaryContactLabels = { 1: 'Yes', 0: 'No' } as const;

export const memberStatusLabels = {
  pending: 'Pending',
  accepted: 'Accepted',
  canceled: 'Canceled',
  expired: 'Expired',
  declined: 'Declined',
} as const;

/** Beside the status of a membership the identity provider suspended over directory sync (SCIM `active: false`). */
export const memberSuspendedLabel = 'Suspended';

/** Row actions: the visible text, and the action's full name that starts the button's accessible name. */
export const memberActionTexts = {
  edit: { text: 'Edit', name: 'Edit' },
  cancelMembership: { text: 'Cancel', name: 'Cancel Membership' },
  cancelInvitation: { text: 'Cancel', name: 'Cancel Invitation' },
  reinvite: { text: 'Reinvite', name: 'Reinvite' },
} as const;

/**
 * Why the last administrator can be neither canceled nor made Standard, said beside the disabled
 * controls; the server's refusal (contract memberMessages.lastAdministrator) says the same at length.
 */
export const lastAdministratorReason = 'The account needs at least one administrator.';

/** Why the primary contact's user type is fixed, beside it in the edit form (the server refuses the change too). */
export const primaryContactTypeReason = 'The primary contact must be an administrator. Make another administrator the primary contact first.';

export const inviteTexts = {
  title: 'Invite members',
  userType: 'User Type',
  apps: 'Allowed apps',
  appsHint: 'Tick the apps the new members may use.',
  /** Before each address's answer in the results list, beside its colour. */
  resultInvited: 'Invited',
  resultNotInvited: 'Not invited',
  noAppsYet: 'Apps cannot be chosen yet: this account has no subscription. Once it subscribes to a package, you can choose here which apps each member may use.',
  emails: 'Emails',
  emailsPlaceholder: 'Drop emails here or type...',
  emailsHint: 'Separate addresses with commas, spaces or new lines.',
  cancel: 'Cancel',
  submit: 'Invite',
  submitting: 'Inviting...',
  resultsTitle: 'You Just Invited!',
  resultsLabel: 'Invitation results',
  close: 'close',
} as const;

export const editMemberTexts = {
  membershipTitle: 'Edit Membership',
  invitationTitle: 'Edit Invitation',
  userType: inviteTexts.userType,
  apps: inviteTexts.apps,
  appsHint: 'Ticked apps are the ones this member may use.',
  /** An app a directory group gives the member: it stays allowed while they are in the group. */
  grantedByGroups: (names: readonly string[]) =>
    `Given by the directory ${names.length === 1 ? 'group' : 'groups'} ${names.join(', ')} (Single sign-on, Directory sync).`,
  cancel: 'Cancel',
  submit: 'Update',
} as const;

export const cancelMemberTexts = {
  membershipTitle: 'Cancel Membership',
  invitationTitle: 'Cancel Invitation',
  membershipQuestion: (email: string) => `Cancel the membership of ${email}? They will no longer have access to this account.`,
  invitationQuestion: (email: string) => `Cancel the invitation sent to ${email}? Its link will stop working.`,
  yes: 'Yes',
  no: 'No',
} as const;

export const reinviteTexts = {
  title: 'Reinvite Member',
  question: (email: string) => `Send a new invitation to ${email}?`,
  yes: 'Yes',
  no: 'No',
} as const;
