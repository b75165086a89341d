import type { Plugin } from 'vite';
import { EARLY_REQUEST_GLOBAL } from '../src/api/early-request';
import { storageKeys } from '../src/session/storage-keys';

/*
 * A signed-in start asks the server who is signed in (GET auth) before it can show anything but
 * 'Loading'. Sent by the bundle, that question left only once the whole entry script had arrived
 * and run: on a phone, a round trip added after a second of download and start-up. This script,
 * written into index.html's head, sends it as the page is parsed, with the stored token; the
 * session's start-up then takes its answer (src/api/early-request.ts) instead of asking again.
 * Without a stored token it does nothing.
 */

/** The script's text: plain ES5, no imports, so it runs as the HTML is parsed. */
export function earlySessionScript(apiBase: string): string {
  const key = JSON.stringify(storageKeys.accessToken);
  const url = JSON.stringify(`${apiBase.replace(/\/$/, '')}/auth`);
  return [
    '(function () {',
    '  try {',
    `    var token = localStorage.getItem(${key}) || sessionStorage.getItem(${key});`,
    '    if (!token) return;',
    `    var response = fetch(${url}, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } });`,
    // Handled here so a failure taken by no one is not reported; the session still sees it.
    '    response.catch(function () {});',
    `    window.${EARLY_REQUEST_GLOBAL} = { path: 'auth', bearer: token, response: response };`,
    '  } catch (error) {}',
    '})();',
  ].join('\n');
}

/**
 * Puts the script right after the charset, for the API base the build calls (VITE_API_URL): before
 * any stylesheet, which a script placed after it would wait for.
 */
export function earlySession(): Plugin {
  let apiBase = '/api/v1';
  return {
    name: 'portal-early-session',
    apply: 'build',
    configResolved(config) {
      apiBase = (config.env.VITE_API_URL as string | undefined) || '/api/v1';
    },
    transformIndexHtml: (html) => {
      const charset = /<meta charset="[^"]*"\s*\/?>/i;
      if (!charset.test(html)) throw new Error('scripts/early-session.ts: index.html has no <meta charset>');
      return html.replace(charset, (tag) => `${tag}\n    <script>${earlySessionScript(apiBase)}</script>`);
    },
  };
}
