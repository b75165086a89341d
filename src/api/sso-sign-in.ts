import { FALLBACK_MESSAGE, SsoFinishResponse, SsoStartResponse, type SsoStartRequest } from './contract';
import { withDeviceId } from './auth';
import { request } from './http';
import { isWebAddress } from './launcher';

/**
 * Single sign-on's two calls from the page /auth/sso. Neither carries a bearer: the person is not
 * signed in yet. Both carry this device's id, so the server hands the session only to the browser
 * that started the sign-in.
 */
export const ssoSignInApi = {
  /** POST auth/sso/start: where the browser goes next, the organisation's provider. */
  start: async (body: Omit<SsoStartRequest, 'device_id'>): Promise<SsoStartResponse> => {
    const answer = await request('auth/sso/start', SsoStartResponse, { method: 'POST', body: await withDeviceId(body), token: null });
    // The browser is sent there: a `javascript:` or `data:` address would run with the portal's origin.
    if (!isWebAddress(answer.redirect_url)) throw new Error(FALLBACK_MESSAGE);
    return answer;
  },
  /** POST auth/sso/finish: the one-time token from the page's address, traded for the session. */
  finish: async (token: string): Promise<SsoFinishResponse> =>
    request('auth/sso/finish', SsoFinishResponse, { method: 'POST', body: await withDeviceId({ token }), token: null }),
};
