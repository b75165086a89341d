import { identity } from './001-identity';
import { accounts } from './002-accounts';
import { members } from './003-members';
import { billing } from './004-billing';
import { subscriptions } from './005-subscriptions';
import { checkouts } from './006-checkouts';
import { launchTokens } from './007-launch-tokens';
import { rateLimits } from './008-rate-limits';
import { serverSecrets } from './009-server-secrets';
import { memberListVersions } from './010-member-list-versions';
import { billingActivation } from './011-billing-activation';
import { twoStep } from './012-two-step';
import { devicesActivity } from './013-devices-activity';
import { ssoDomains } from './014-sso-domains';
import { ssoConnections } from './015-sso-connections';
import { ssoPolicy } from './016-sso-policy';
import { ssoSignIns } from './017-sso-sign-ins';
import { directorySync } from './018-directory-sync';
import { groupNames } from './019-group-names';
import { sessionProofs } from './020-session-proofs';
import { ssoLinksDomains } from './021-sso-links-domains';
import { pendingEmail } from './022-pending-email';
import { scimCreatedUsers } from './023-scim-created-users';
import { memberListStatementTriggers } from './024-member-list-statement-triggers';
import { memberListChanges } from './025-member-list-changes';
import { scimResources } from './030-scim-resources';
import type { Migration } from './migration';

export type { Migration };

/** Applied in this order, each once. Never edit a shipped migration: add a new one. */
export const migrations: readonly Migration[] = [
  identity, accounts, members, billing, subscriptions, checkouts, launchTokens, rateLimits, serverSecrets, memberListVersions,
  billingActivation, twoStep, devicesActivity, ssoDomains, ssoConnections, ssoPolicy, ssoSignIns, directorySync, groupNames,
  sessionProofs, ssoLinksDomains, pendingEmail, scimCreatedUsers, memberListStatementTriggers,
  memberListChanges, scimResources,
];
