import { array, boolean, enums, integer, nullable, number, object, optional, size, string, type Infer } from 'superstruct';

/**
 * The account's activity log: every change to an account, who made it and what changed. Entries
 * are written with the change and never edited; they are kept for ACTIVITY_RETENTION_DAYS.
 */

export const ACTIVITY_RETENTION_DAYS = 400;
/** The most entries one list call answers. */
export const MAX_ACTIVITY_PAGE_SIZE = 1000;
/** The Activity screen holds the newest this many entries of its filter (searched and paged in the browser); the CSV has them all. */
export const ACTIVITY_SCREEN_ENTRIES = 200;
/** The path of the Activity screen's call: the newest entries of everyone's, or of one person's. */
export const activityScreenPath = (person: number | null): string =>
  `account/activity?page=1&page_size=${ACTIVITY_SCREEN_ENTRIES}${person === null ? '' : `&person=${person}`}`;

export const ACTOR_KIND = { USER: 'user', BILLING: 'billing', SYSTEM: 'system' } as const;
export type ActorKind = (typeof ACTOR_KIND)[keyof typeof ACTOR_KIND];

/** The machine key of each kind of change, and the text the log shows for it (column What). */
export const activityActions = {
  member_invited: 'Member invited',
  member_reinvited: 'Member re-invited',
  invitation_accepted: 'Invitation accepted',
  invitation_declined: 'Invitation declined',
  invitation_canceled: 'Invitation canceled',
  membership_canceled: 'Membership canceled',
  member_added: 'Member added',
  user_type_changed: 'User type changed',
  apps_changed: 'Apps allowed or blocked',
  account_updated: 'Account details updated',
  primary_contact_changed: 'Primary contact changed',
  subscription_started: 'Subscription started',
  subscription_ended: 'Subscription ended',
  two_step_required: 'Two-step verification required',
  two_step_optional: 'Two-step verification no longer required',
  sso_domain_added: 'Domain added',
  sso_domain_verified: 'Domain verified',
  sso_domain_removed: 'Domain removed',
  sso_connection_saved: 'Single sign-on connection saved',
  sso_connection_removed: 'Single sign-on connection removed',
  sso_required: 'Single sign-on required',
  sso_optional: 'Single sign-on no longer required',
  sso_member_joined: 'Member joined by single sign-on',
  scim_token_created: 'SCIM token created',
  scim_token_revoked: 'SCIM token revoked',
  scim_member_provisioned: 'Member provisioned',
  scim_member_updated: 'Member updated by directory sync',
  scim_member_suspended: 'Member suspended',
  scim_member_restored: 'Member restored',
  scim_member_removed: 'Member removed by directory sync',
  scim_group_created: 'Group created',
  scim_group_renamed: 'Group renamed',
  scim_group_members_changed: 'Group members changed',
  scim_group_deleted: 'Group deleted',
  scim_group_apps_changed: 'Group apps changed',
} as const;
export type ActivityAction = keyof typeof activityActions;

export const activityLabels = {
  title: 'Activity',
  table: 'Account activity',
  when: 'When',
  who: 'Who',
  what: 'What',
  details: 'Details',
  person: 'Person',
  everyone: 'Everyone',
  download: 'Download CSV',
  billingProvider: 'Billing provider',
  system: 'System',
} as const;

export const activityMessages = {
  empty: 'No activity yet.',
  newestOnly: `Showing the newest ${ACTIVITY_SCREEN_ENTRIES} entries. Download CSV for all of them.`,
  downloadFailed: 'The file could not be downloaded. Check your connection and try again.',
} as const;

/** One entry. `who` is the actor's name as it was then; `details` reads 'before → after' for edits. */
export const ActivityEntry = object({
  id: number(),
  at: string(),
  who: string(),
  actor_kind: enums([ACTOR_KIND.USER, ACTOR_KIND.BILLING, ACTOR_KIND.SYSTEM]),
  actor_user_id: nullable(number()),
  action: string(),
  what: string(),
  subject: nullable(string()),
  details: string(),
});
export type ActivityEntry = Infer<typeof ActivityEntry>;

/** A person the log can be filtered by: everyone who has an entry in it. */
export const ActivityPerson = object({ user_id: number(), name: string() });
export type ActivityPerson = Infer<typeof ActivityPerson>;

/**
 * GET account/activity?page=&page_size=&person= (account bearer, administrators only), newest first;
 * GET account/activity/csv?person= answers the same rows, every page, as text/csv.
 */
export const ActivityPage = object({
  entries: array(ActivityEntry),
  /** Whether older entries follow this page. The log is not counted: at 100,000 entries a count costs more than the page. */
  has_more: boolean(),
  page: number(),
  page_size: number(),
  people: array(ActivityPerson),
});
export type ActivityPage = Infer<typeof ActivityPage>;

/** The list's query, as numbers once read from the URL. */
export const ActivityQuery = object({
  page: optional(size(integer(), 1, 1_000_000)),
  page_size: optional(size(integer(), 1, MAX_ACTIVITY_PAGE_SIZE)),
  person: optional(size(integer(), 1, 2_147_483_647)),
});
export type ActivityQuery = Infer<typeof ActivityQuery>;

/** The CSV's header row, in the table's column order. */
export const ACTIVITY_CSV_COLUMNS = [activityLabels.when, activityLabels.who, activityLabels.what, 'Subject', activityLabels.details] as const;
