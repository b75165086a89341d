/**
 * The session's first questions, asked by index.html itself (scripts/early-session.ts writes this
 * script into the page). A signed-in start must learn who is signed in (GET auth) before it can
 * show anything but 'Loading'; asked by the bundle, that question left only once the whole entry
 * script had arrived and run. Asked here, it travels while the bundle downloads, and the HTTP
 * layer (src/api/early-request.ts) takes the answer instead of asking again.
 *
 * A start on the dashboard also asks for the chosen account's apps, as soon as the answer to GET
 * auth names that account's token: the dashboard's one question, answered by the time its screen
 * has loaded instead of a round trip after it has shown (Lighthouse mobile counted that trip in
 * the dashboard's LCP). Not Manage Users' list: the largest answer the portal gets would share
 * the phone's bandwidth with the portal's own scripts.
 *
 * Shared with the server, whose Content-Security-Policy allows this one inline script by its hash
 * (server/http/headers.ts): the text is fixed, and the API base comes from a <meta> of the page.
 */

/** Where the session token is kept (localStorage, or sessionStorage for "keep me signed in" off). */
export const ACCESS_TOKEN_STORAGE_KEY = 'portal_accessToken';

/** Where the chosen account is kept, beside the token: `{ userId, accountId }`. */
export const SELECTED_ACCOUNT_STORAGE_KEY = 'portal_selected_account';

/** The window property the script leaves its requests on: by API path, `{ bearer, response }`. */
export const EARLY_REQUEST_GLOBAL = '__portalEarlyRequests';

/** The <meta name> carrying the API base the build calls (VITE_API_URL, without a trailing slash). */
export const API_BASE_META = 'portal-api-base';

/** The dashboard's question: the chosen account's subscribed apps (src/api/billing.ts). */
export const SUBSCRIBED_APPS_PATH = 'package/subscribed-apps';

/** The paths whose screen is the dashboard's apps list (src/routing/paths.ts dashboard, products). */
export const EARLY_APPS_PAGES = /^\/dashboard(\/products)?\/?$/;

/** Plain ES5, no imports: it runs as the page is parsed. Without a stored token it does nothing. */
export const EARLY_SESSION_SCRIPT = [
  '(function () {',
  '  try {',
  '    var stored = function (key) { return localStorage.getItem(key) || sessionStorage.getItem(key); };',
  `    var token = stored('${ACCESS_TOKEN_STORAGE_KEY}');`,
  `    var base = document.querySelector('meta[name="${API_BASE_META}"]');`,
  '    if (!token || !base) return;',
  `    var requests = window.${EARLY_REQUEST_GLOBAL} = {};`,
  '    var get = function (path, bearer) {',
  "      var response = fetch(base.content + '/' + path, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + bearer } });",
  // Handled here so a failure taken by no one is not reported; the session still sees it.
  '      response.catch(function () {});',
  '      requests[path] = { bearer: bearer, response: response };',
  '      return response;',
  '    };',
  "    var auth = get('auth', token);",
  `    var chosen = JSON.parse(stored('${SELECTED_ACCOUNT_STORAGE_KEY}') || 'null');`,
  `    if (!chosen || !${EARLY_APPS_PAGES}.test(location.pathname)) return;`,
  '    auth.then(function (answer) { return answer.ok ? answer.clone().json() : null; }).then(function (me) {',
  '      var accounts = me && me.user && me.user.id === chosen.userId ? me.userAccounts || [] : [];',
  '      for (var i = 0; i < accounts.length; i++) {',
  `        if (accounts[i].id === chosen.accountId) get('${SUBSCRIBED_APPS_PATH}', accounts[i].user_account_token);`,
  '      }',
  '    }).catch(function () {});',
  '  } catch (error) {}',
  '})();',
].join('\n');
