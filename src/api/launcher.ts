import { FALLBACK_MESSAGE, LaunchResponse, type LaunchRequest } from './contract';
import { request } from './http';

/**
 * Only a web page: the portal's own blank tab, or the portal itself, is sent to this address, and
 * a `javascript:` or `data:` one would run with the portal's origin (and its stored token).
 */
export const isWebAddress = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
};

/** Spec 7 "POST product": the launcher, trading a referrer and an account token for a product address. */
export const launcherApi = {
  /**
   * POST product: `token` is the account token of the account the product opens in, sent in the
   * body; no bearer, because the login page makes this call for a visitor who is not signed in.
   * The answer's `url` carries a one-time launch token (60 s, single use).
   */
  launch: async (body: LaunchRequest): Promise<LaunchResponse> => {
    const answer = await request('product', LaunchResponse, { method: 'POST', body, token: null });
    if (!isWebAddress(answer.url)) throw new Error(FALLBACK_MESSAGE);
    return answer;
  },
};
