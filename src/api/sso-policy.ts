import { SsoPolicy, type SetSsoPolicyRequest } from './contract';
import { request } from './http';

const POLICY = 'account/sso/policy';

/** Single sign-on's policy (account bearer, administrators only). */
export const ssoPolicyApi = {
  policy: (accountToken: string) => request(POLICY, SsoPolicy, { token: accountToken }),
  setPolicy: (body: SetSsoPolicyRequest, accountToken: string) =>
    request(POLICY, SsoPolicy, { method: 'POST', body, token: accountToken }),
};
