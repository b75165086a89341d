import { array, nullable, number, object, string, type Infer } from 'superstruct';
import { ProductIdList } from './members';

/*
 * Directory sync (issue 42): the account's identity provider pushes its people and groups to the
 * portal over SCIM 2.0 (RFC 7643, 7644) at `<PUBLIC_URL>/scim/v2`, with a bearer token an
 * administrator creates on 'Single sign-on'. A pushed user is a STANDARD member of the account;
 * a pushed group grants the apps an administrator chose for it. The SCIM protocol's own documents
 * (resources, errors, list answers) are SCIM's, not this contract's: server/scim/ shapes them.
 */

/** Where the provider is pointed: the base URL it is given is PUBLIC_URL followed by this. */
export const SCIM_BASE_PATH = '/scim/v2';

/** The longest list page SCIM answers, whatever `count` asks. */
export const SCIM_MAX_PAGE = 200;
/** The largest SCIM request body read. */
export const SCIM_MAX_BODY_BYTES = 1024 * 1024;

/** The name the Activity screen gives changes made by the provider (column Who). */
export const DIRECTORY_SYNC_ACTOR = 'Directory sync';

export const scimLabels = {
  section: 'Directory sync',
  createToken: 'Create SCIM token',
  baseUrl: 'Base URL',
  token: 'Token',
  copy: 'Copy',
  revoke: 'Revoke',
  groups: 'Groups',
  groupApps: 'Apps',
  members: 'Members',
} as const;

export const scimMessages = {
  intro: 'Your identity provider can add, change and remove the people and groups of this account for you (SCIM 2.0).',
  tokenShownOnce: 'Copy the token now: it is shown only once.',
  tokenSummary: (lastFour: string, createdAt: string) => `Token ending in ${lastFour}, created ${createdAt}`,
  noToken: 'No SCIM token yet.',
  tokenCreated: 'The SCIM token was created.',
  tokenRevoked: 'The SCIM token was revoked. Your identity provider can no longer sync.',
  tokenExists: 'Revoke the current token before creating a new one.',
  noGroups: 'No groups yet. Groups your identity provider pushes appear here.',
  groupAppsSaved: 'The apps of the group were saved.',
  groupNotFound: 'This group is no longer here.',
  revokeConfirm: 'Revoke the SCIM token? Your identity provider stops syncing until you give it a new one.',
} as const;

/*
 * The administrators' calls (account bearer, administrators only):
 *   GET  account/scim                    ScimState
 *   POST account/scim/token              {} -> CreatedScimToken (409 tokenExists while one is live)
 *   POST account/scim/token/revoke       {} -> MessageResponse (tokenRevoked)
 *   POST account/scim/groups/:id/apps    GroupAppsRequest -> ScimGroupSummary
 */

/** The account's SCIM token as the page shows it after its creation: never the token itself. */
export const ScimTokenSummary = object({ last_four: string(), created_at: string() });
export type ScimTokenSummary = Infer<typeof ScimTokenSummary>;

/** A group the provider pushed, with the apps it grants its members. */
export const ScimGroupSummary = object({
  id: number(),
  display_name: string(),
  member_count: number(),
  product_ids: array(number()),
});
export type ScimGroupSummary = Infer<typeof ScimGroupSummary>;

/** GET account/scim (account bearer, administrators only). */
export const ScimState = object({
  base_url: string(),
  token: nullable(ScimTokenSummary),
  groups: array(ScimGroupSummary),
});
export type ScimState = Infer<typeof ScimState>;

/** POST account/scim/token: the new token, answered this once. */
export const CreatedScimToken = object({ token: string(), base_url: string(), last_four: string(), created_at: string() });
export type CreatedScimToken = Infer<typeof CreatedScimToken>;

/** POST account/scim/groups/:id/apps: the apps the group grants, exactly these from now on. */
export const GroupAppsRequest = object({ product_ids: ProductIdList });
export type GroupAppsRequest = Infer<typeof GroupAppsRequest>;

/**
 * The `detail` of SCIM's error answers: read by whoever looks at the identity provider's
 * provisioning log, so plain words naming what to fix.
 */
export const scimErrorDetails = {
  unauthorized: 'The bearer token is missing, wrong or revoked. Create a new SCIM token on Single sign-on.',
  tooManyRequests: (seconds: number) => `Too many requests. Try again in ${seconds} seconds.`,
  bodyTooLarge: 'The request body is larger than 1 MB.',
  invalidJson: 'The request body must be a JSON object.',
  invalidBody: (problem: string) => `The request body is not valid: ${problem}`,
  invalidFilter: (problem: string) => `The filter is not valid: ${problem} (RFC 7644 3.4.2.2; /Schemas names the attributes a filter may compare).`,
  invalidAttributeName: (name: string) => `${JSON.stringify(name)} is not an attribute name.`,
  invalidSearch: (problem: string) => `The search request is not valid: ${problem}`,
  userNotFound: 'No user with this id.',
  groupNotFound: 'No group with this id.',
  notFound: 'No such SCIM endpoint.',
  methodNotAllowed: 'This method is not supported here.',
  userNameInvalid: 'userName must be a non-empty string of at most 512 characters.',
  noAddress: 'No e-mail address: neither emails (primary, work or first) nor userName holds one.',
  domainNotVerified: "The address's domain is not one of this account's verified domains (Single sign-on, Domains).",
  userExists: 'A user with this userName or this address is already provisioned in this account.',
  invitationMailFailed: 'The invitation mail could not be sent. Try again later.',
  groupExists: 'A group with this displayName already exists in this account.',
  userNameChangeTaken: 'Another portal user already has this e-mail address.',
  lastAdministrator: 'This person is the last administrator of the account and cannot be deactivated or removed.',
  memberNotProvisioned: (value: string) => `The member ${value} is not a user provisioned in this account.`,
  patchFailed: (problem: string) => `The patch cannot be applied: ${problem}`,
  invalidPath: (path: string) => `The path or attribute name ${JSON.stringify(path)} is not an attribute of this resource.`,
  profileAddressOwn:
    "This person's portal profile existed before directory sync linked it, and its e-mail address is the person's own: directory sync cannot change it. The person changes it on their profile.",
  serverError: 'The request failed on the server. Try again later.',
} as const;
