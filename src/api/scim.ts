import { CreatedScimToken, MessageResponse, ScimGroupSummary, ScimState, type GroupAppsRequest } from './contract';
import { request } from './http';

const SCIM = 'account/scim';

/** Directory sync's administrator calls (account bearer, administrators only). */
export const scimApi = {
  state: (accountToken: string) => request(SCIM, ScimState, { token: accountToken }),
  /** The new token is in this answer only: the server keeps its hash. */
  createToken: (accountToken: string) =>
    request(`${SCIM}/token`, CreatedScimToken, { method: 'POST', body: {}, token: accountToken }),
  revokeToken: (accountToken: string) =>
    request(`${SCIM}/token/revoke`, MessageResponse, { method: 'POST', body: {}, token: accountToken }),
  setGroupApps: (groupId: number, body: GroupAppsRequest, accountToken: string) =>
    request(`${SCIM}/groups/${groupId}/apps`, ScimGroupSummary, { method: 'POST', body, token: accountToken }),
};
