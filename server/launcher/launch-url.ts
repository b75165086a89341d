import { LAUNCH_TOKEN_PARAM } from '../../src/api/contract';

/**
 * The address the browser goes to: the product's catalogue url (a path on the portal's own origin,
 * or an absolute address) with the launch token in LAUNCH_TOKEN_PARAM. Only ever made from the
 * catalogue row, so a caller cannot send the token anywhere else. The catalogue url's own query is
 * kept byte for byte (re-encoding it could change what the product reads); a stale launch token
 * param in it is dropped, so the product can only ever read ours.
 */
export function launchUrl(catalogueUrl: string, publicUrl: string, token: string): string {
  const url = new URL(catalogueUrl, publicUrl);
  if (url.searchParams.has(LAUNCH_TOKEN_PARAM)) {
    url.searchParams.delete(LAUNCH_TOKEN_PARAM);
  }
  const param = `${LAUNCH_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  url.search = url.search ? `${url.search.slice(1)}&${param}` : param;
  return url.toString();
}
