import { MessageResponse, SsoDomain, SsoDomainList, type AddDomainRequest } from './contract';
import { request } from './http';

const DOMAINS = 'account/sso/domains';

/** Single sign-on's domains (account bearer, administrators only). */
export const ssoApi = {
  domains: (accountToken: string) => request(DOMAINS, SsoDomainList, { token: accountToken }),
  addDomain: (body: AddDomainRequest, accountToken: string) =>
    request(DOMAINS, SsoDomain, { method: 'POST', body, token: accountToken }),
  verifyDomain: (id: number, accountToken: string) =>
    request(`${DOMAINS}/${id}/verify`, SsoDomain, { method: 'POST', body: {}, token: accountToken }),
  removeDomain: (id: number, accountToken: string) =>
    request(`${DOMAINS}/${id}/remove`, MessageResponse, { method: 'POST', body: {}, token: accountToken }),
};
