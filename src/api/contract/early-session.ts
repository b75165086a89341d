/**
 * The session's first question, asked by index.html itself (scripts/early-session.ts writes this
 * script into the page). A signed-in start must learn who is signed in (GET auth) before it can
 * show anything but 'Loading'; asked by the bundle, that question left only once the whole entry
 * script had arrived and run. Asked here, it travels while the bundle downloads, and the HTTP
 * layer (src/api/early-request.ts) takes the answer instead of asking again.
 *
 * Shared with the server, whose Content-Security-Policy allows this one inline script by its hash
 * (server/http/headers.ts): the text is fixed, and the API base comes from a <meta> of the page.
 */

/** Where the session token is kept (localStorage, or sessionStorage for "keep me signed in" off). */
export const ACCESS_TOKEN_STORAGE_KEY = 'portal_accessToken';

/** The window property the script leaves its request on. */
export const EARLY_REQUEST_GLOBAL = '__portalEarlyRequest';

/** The <meta name> carrying the API base the build calls (VITE_API_URL, without a trailing slash). */
export const API_BASE_META = 'portal-api-base';

/** Plain ES5, no imports: it runs as the page is parsed. Without a stored token it does nothing. */
export const EARLY_SESSION_SCRIPT = [
  '(function () {',
  '  try {',
  `    var token = localStorage.getItem('${ACCESS_TOKEN_STORAGE_KEY}') || sessionStorage.getItem('${ACCESS_TOKEN_STORAGE_KEY}');`,
  `    var base = document.querySelector('meta[name="${API_BASE_META}"]');`,
  '    if (!token || !base) return;',
  "    var response = fetch(base.content + '/auth', { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } });",
  // Handled here so a failure taken by no one is not reported; the session still sees it.
  '    response.catch(function () {});',
  `    window.${EARLY_REQUEST_GLOBAL} = { path: 'auth', bearer: token, response: response };`,
  '  } catch (error) {}',
  '})();',
].join('\n');
