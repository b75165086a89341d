import {
  MessageResponse, SsoConnectionState, SsoDomain, SsoDomainList, TestConnectionResponse, type AddDomainRequest, type SaveConnectionRequest,
} from './contract';
import { request } from './http';

const DOMAINS = 'account/sso/domains';
const CONNECTION = 'account/sso/connection';

/** Single sign-on's domains and connection (account bearer, administrators only). */
export const ssoApi = {
  domains: (accountToken: string) => request(DOMAINS, SsoDomainList, { token: accountToken }),
  addDomain: (body: AddDomainRequest, accountToken: string) =>
    request(DOMAINS, SsoDomain, { method: 'POST', body, token: accountToken }),
  verifyDomain: (id: number, accountToken: string) =>
    request(`${DOMAINS}/${id}/verify`, SsoDomain, { method: 'POST', body: {}, token: accountToken }),
  removeDomain: (id: number, accountToken: string) =>
    request(`${DOMAINS}/${id}/remove`, MessageResponse, { method: 'POST', body: {}, token: accountToken }),
  connection: (accountToken: string) => request(CONNECTION, SsoConnectionState, { token: accountToken }),
  saveConnection: (body: SaveConnectionRequest, accountToken: string) =>
    request(CONNECTION, SsoConnectionState, { method: 'POST', body, token: accountToken }),
  testConnection: (accountToken: string) =>
    request(`${CONNECTION}/test`, TestConnectionResponse, { method: 'POST', body: {}, token: accountToken }),
  removeConnection: (accountToken: string) =>
    request(`${CONNECTION}/remove`, MessageResponse, { method: 'POST', body: {}, token: accountToken }),
};
