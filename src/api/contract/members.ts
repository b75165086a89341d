import { array, boolean, enums, nullable, number, object, optional, string, type Infer } from 'superstruct';
import { MAX_ID, choice, field, requiredMessage, text } from './fields';
import { EMAIL_PATTERN, OpaqueToken, TENANCY, TenancyName, YesNo, commonMessages, fieldLabels, limits } from './primitives';

import { INVITATION_STATUS } from './member-values';

export { INVITATION_STATUS };
export type InvitationStatus = (typeof INVITATION_STATUS)[keyof typeof INVITATION_STATUS];

/** An invitation link works for 7 days; a pending one past that is shown as expired. */
export const INVITATION_TTL_DAYS = 7;
/** One invite call answers at most this many addresses. */
export const MAX_INVITE_BATCH = 100;

/** Spec 5 "Invite", spec 8, and the per-address answers of POST invitation/invite. */
export const inviteMessages = {
  emailsRequired: 'Email cannot be blank',
  entryInvalid: 'Invalid email format. Ensure emails are separated correctly.',
  entryEmpty: 'Ensure emails are properly formatted and separated.',
  tooMany: `You can invite at most ${MAX_INVITE_BATCH} addresses at once.`,
  tenancyRequired: requiredMessage('User type'),
  // one per address, in the order given
  sent: 'Invitation sent successfully.',
  resent: 'Invitation sent again.',
  malformed: commonMessages.emailInvalid,
  duplicate: 'This email appears more than once in this invitation.',
  alreadyMember: 'This user is already a member of this account.',
  alreadyInvited: 'This email already has a pending invitation to this account.',
  yourself: 'You tried to invite yourself, which is not allowed!',
} as const;

/** Spec 8 and the refusals of the membership calls. */
export const memberMessages = {
  membershipUpdated: 'User Membership packages updated!',
  invitationUpdated: 'User Invitation packages updated!',
  membershipCanceled: 'Membership canceled.',
  invitationCanceled: 'Invitation canceled.',
  invitationAccepted: 'Invitation accepted successfully!',
  invitationDeclined: 'Invitation declined.',
  tokenMissing: 'the invitation token is missing.',
  packagesRequired: 'Packages are required',
  lastAdministrator: 'An account needs an administrator: this is its last one, so it cannot be removed or made Standard.',
  memberNotFound: 'No member or invitation with this email in this account.',
  invitationInvalid: 'This invitation is invalid or has expired.',
  otherEmail: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  signInToAccept: 'Sign in to accept this invitation.',
} as const;

// ---- the invite form's e-mail list (spec 5 "Invite") ----

/** Entries are split on commas, colons or newlines; each is trimmed. */
export function splitEmailEntries(text: string): string[] {
  return text.split(/[,:\n]/).map((entry) => entry.trim());
}

/** While typing, pasting or dropping: colons, commas, semicolons and whitespace become single commas. */
export function normaliseEmailSeparators(text: string): string {
  return text.replace(/[\s,;:]+/g, ',');
}

/** The addresses of an invite, in the order given, blank entries left out. */
export const inviteAddresses = (text: string): string[] => splitEmailEntries(text).filter(Boolean);

const isEmail = (entry: string) => entry.length <= limits.email && EMAIL_PATTERN.test(entry);

/**
 * The e-mail list as the form checks it: something typed, every entry an address, no empty entry
 * between separators, not more than one call's worth. The server decides each address on its own.
 */
export const InviteEmailList = field<string>('emails', (value) => {
  if (typeof value !== 'string' || !value.trim()) return inviteMessages.emailsRequired;
  const entries = splitEmailEntries(value);
  const given = entries.filter(Boolean);
  if (given.some((entry) => !isEmail(entry))) return inviteMessages.entryInvalid;
  if (entries.length > 1 && given.length < entries.length) return inviteMessages.entryEmpty;
  return given.length <= MAX_INVITE_BATCH || inviteMessages.tooMany;
});

/** What the API accepts: any text with something in it, bounded; each address is then decided alone. */
const InviteEmailText = text({
  label: fieldLabels.email,
  required: inviteMessages.emailsRequired,
  max: MAX_INVITE_BATCH * (limits.email + 2),
});

/** Product ids: the apps a Standard member may not use (blocked) or may use (allowed). */
export const ProductIdList = field<number[]>('Packages', (value) => {
  if (value === undefined || value === null) return memberMessages.packagesRequired;
  const ids = Array.isArray(value) && value.length <= 500 && value.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID);
  return ids || 'Packages must be a list of product ids';
});

/** The user type: missing reads like the form's empty select; a wrong value names the two choices. */
const TenancyChoice = choice('User type', [TENANCY.ADMINISTRATOR, TENANCY.STANDARD]);

/** POST invitation/invite (account bearer, administrators only). */
export const InviteRequest = object({
  emails: InviteEmailText,
  tenancy: TenancyChoice,
  blocked_packages: optional(ProductIdList),
});
export type InviteRequest = Infer<typeof InviteRequest>;

/** Spec 3 "Invite result item". */
export const InviteResult = object({ email: string(), message: string() });
export type InviteResult = Infer<typeof InviteResult>;
export const InviteResponse = object({ results: array(InviteResult) });
export type InviteResponse = Infer<typeof InviteResponse>;

const MemberEmail = text({ label: fieldLabels.email, required: commonMessages.emailRequired, max: limits.email });

/** POST invitation/cancel-membership-invitation: the row's trimmed e-mail. */
export const CancelMembershipRequest = object({ email: MemberEmail });
export type CancelMembershipRequest = Infer<typeof CancelMembershipRequest>;

/** POST invitation/allow-package-membership-invitation: the products the member may use, and the tenancy. */
export const AllowPackagesRequest = object({ email: MemberEmail, packages: ProductIdList, tenancy: TenancyChoice });
export type AllowPackagesRequest = Infer<typeof AllowPackagesRequest>;

/** POST invitation/accept-invitation and cancel-invitation: the token from the mailed link. */
export const InvitationTokenRequest = object({ invitationToken: OpaqueToken });
export type InvitationTokenRequest = Infer<typeof InvitationTokenRequest>;

/**
 * Spec 3 "Accept-invitation response": an invitee without a user profile gets the token to register
 * with; one with a profile (signed in as the invited address) gets a session token.
 */
export const AcceptInvitationResponse = object({
  invitationToken: optional(string()),
  authToken: optional(string()),
  message: string(),
});
export type AcceptInvitationResponse = Infer<typeof AcceptInvitationResponse>;

/** What the portal reads from an invitation token without verifying it (spec 3). */
export type InvitationClaims = { account_name: string; email: string };

// ---- the members table ----

/** Spec 3: a product the member may use or not, within the account's packages. */
export const MemberPackage = object({
  id: number(), product_name: string(), name: string(), isAllowed: boolean(),
  /** The directory groups (directory sync) that give the member this app: while one does, it stays allowed. */
  granted_by: array(string()),
});
export type MemberPackage = Infer<typeof MemberPackage>;

/** Spec 3 "Member or invitation row"; user_id is null for an invitee without a user profile. */
export const MemberRow = object({
  user_id: nullable(number()),
  first_name: string(),
  last_name: string(),
  email: string(),
  tenancy: TenancyName,
  is_primary_contact: YesNo,
  status: enums([INVITATION_STATUS.PENDING, INVITATION_STATUS.REJECTED, INVITATION_STATUS.ACCEPTED, INVITATION_STATUS.CANCELED]),
  /** A pending invitation past its 7 days: it can be re-invited or canceled. */
  expired: boolean(),
  invited_at: nullable(string()),
  /** The identity provider has the member inactive (directory sync): they cannot open the account until restored. */
  suspended: boolean(),
  packages: array(MemberPackage),
});
export type MemberRow = Infer<typeof MemberRow>;
export const MemberList = array(MemberRow);

/** Spec 3 "Product" (GET product: the products this account can grant). */
export const Product = object({ id: number(), name: string(), referrer: string(), url: string() });
export type Product = Infer<typeof Product>;
export const ProductList = array(Product);

/** The message answer of the membership calls. */
export const MemberMessageResponse = object({ message: string() });

// ---- the members list's changes since a version (issue 52) ----

/**
 * The response header naming the version of the list an answer brings the portal to. The portal
 * keeps it with the rows and asks `?since=` it next time: the server then answers the rows
 * changed since (MemberListChanges), or the whole list when it no longer knows that version.
 */
export const MEMBER_LIST_VERSION_HEADER = 'Member-List-Version';

const VERSION_PATTERN = /^\d{1,19}\.\d{1,19}\.\d{1,15}$/;
export const memberListVersionMessage = 'since must be a members list version, as the Member-List-Version header gave it';

/** A version as the server writes it; opaque to the portal, which only hands it back. */
export const MemberListVersion = field<string>('since', (value) =>
  (typeof value === 'string' && VERSION_PATTERN.test(value)) || memberListVersionMessage);

/**
 * GET invitation/get-user-account-invitations?since=<version>, when the server still knows that
 * version: every row changed since (whole, as in the list), and the user ids and addresses of
 * rows gone. The portal drops the rows it holds that have any of these user ids or addresses, or
 * those of a changed row, and places the changed rows where the list's order puts them
 * (member-order.ts).
 */
export const MemberListChanges = object({
  version: string(),
  changed: array(MemberRow),
  removed_user_ids: array(number()),
  removed_emails: array(string()),
});
export type MemberListChanges = Infer<typeof MemberListChanges>;
