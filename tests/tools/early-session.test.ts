import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { withEarlySession } from '../../scripts/early-session';
import { API_BASE_META, EARLY_APPS_PAGES, EARLY_REQUEST_GLOBAL, EARLY_SESSION_SCRIPT, SUBSCRIBED_APPS_PATH } from '../../src/api/contract/early-session';
import { paths } from '../../src/routing/paths';
import { storageKeys } from '../../src/session/storage-keys';

type Sent = { url: string; init: { headers: Record<string, string> } };

type Early = Record<string, { bearer: string; response: Promise<unknown> }>;

/** Runs the script as a page would, with these storages and API base; what it fetched and left on window. */
function runScript(
  local: Record<string, string>,
  session: Record<string, string> = {},
  options: { apiBase?: string | null; answer?: Promise<unknown>; path?: string } = {},
) {
  const sent: Sent[] = [];
  const window: Record<string, unknown> = {};
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
  const apiBase = options.apiBase === undefined ? '/api/v1' : options.apiBase;
  runInNewContext(EARLY_SESSION_SCRIPT, {
    window,
    localStorage: storage(local),
    sessionStorage: storage(session),
    location: { pathname: options.path ?? '/' },
    document: { querySelector: (selector: string) => (selector === `meta[name="${API_BASE_META}"]` && apiBase !== null ? { content: apiBase } : null) },
    fetch: (url: string, init: Sent['init']) => {
      sent.push({ url, init });
      return options.answer ?? Promise.resolve('answer');
    },
  });
  return { sent, early: window[EARLY_REQUEST_GLOBAL] as Early | undefined };
}

/** What fetch resolves to for GET auth: the parts of a Response the script reads. */
const authAnswer = (body: unknown, ok = true) => Promise.resolve({ ok, clone: () => ({ json: () => Promise.resolve(body) }) });
const me = {
  user: { id: 7 },
  userAccounts: [{ id: 3, user_account_token: 'token-of-3' }, { id: 4, user_account_token: 'token-of-4' }],
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("index.html's early session request", () => {
  it('asks GET auth with the token kept in localStorage, and leaves the answer for the session', async () => {
    const { sent, early } = runScript({ [storageKeys.accessToken]: 'kept-token' });
    expect(sent).toEqual([{ url: '/api/v1/auth', init: { headers: { Accept: 'application/json', Authorization: 'Bearer kept-token' } } }]);
    expect(early?.auth).toMatchObject({ bearer: 'kept-token' });
    expect(await early?.auth?.response).toBe('answer');
  });

  it("uses this tab's token when the user did not ask to stay signed in", () => {
    const { sent } = runScript({}, { [storageKeys.accessToken]: 'tab-token' });
    expect(sent[0]?.init.headers.Authorization).toBe('Bearer tab-token');
  });

  it('sends nothing without a stored token, or in a page without the API base', () => {
    expect(runScript({})).toEqual({ sent: [], early: undefined });
    expect(runScript({ [storageKeys.accessToken]: 't' }, {}, { apiBase: null })).toEqual({ sent: [], early: undefined });
  });

  it('leaves a failed request to the session to handle, without an unhandled rejection', async () => {
    const { early } = runScript({ [storageKeys.accessToken]: 't' }, {}, { answer: Promise.reject(new TypeError('Failed to fetch')) });
    await expect(early?.auth?.response).rejects.toThrow('Failed to fetch');
  });

  it("on a dashboard start, asks the chosen account's apps with that account's token from the answer", async () => {
    for (const path of [paths.dashboard, paths.products, `${paths.dashboard}/`]) {
      const stored = { [storageKeys.accessToken]: 't', [storageKeys.selectedAccount]: JSON.stringify({ userId: 7, accountId: 4 }) };
      const { sent, early } = runScript(stored, {}, { path, answer: authAnswer(me) });
      await settle();
      expect(sent.map((request) => request.url), path).toEqual(['/api/v1/auth', `/api/v1/${SUBSCRIBED_APPS_PATH}`]);
      expect(sent[1]?.init.headers.Authorization).toBe('Bearer token-of-4');
      expect(early?.[SUBSCRIBED_APPS_PATH]?.bearer).toBe('token-of-4');
    }
  });

  it("reads the chosen account beside a tab's token too", async () => {
    const { sent } = runScript({}, { [storageKeys.accessToken]: 't', [storageKeys.selectedAccount]: JSON.stringify({ userId: 7, accountId: 3 }) }, {
      path: paths.dashboard, answer: authAnswer(me),
    });
    await settle();
    expect(sent[1]?.init.headers.Authorization).toBe('Bearer token-of-3');
  });

  it("asks for no apps elsewhere, with no account chosen, for another user's choice, an account no longer the user's, or a refused session", async () => {
    const chosen = (userId: number, accountId: number) => ({ [storageKeys.accessToken]: 't', [storageKeys.selectedAccount]: JSON.stringify({ userId, accountId }) });
    const runs = [
      runScript(chosen(7, 4), {}, { path: paths.manageUser, answer: authAnswer(me) }),
      runScript(chosen(7, 4), {}, { path: '/', answer: authAnswer(me) }),
      runScript({ [storageKeys.accessToken]: 't' }, {}, { path: paths.dashboard, answer: authAnswer(me) }),
      runScript(chosen(8, 4), {}, { path: paths.dashboard, answer: authAnswer(me) }),
      runScript(chosen(7, 99), {}, { path: paths.dashboard, answer: authAnswer(me) }),
      runScript(chosen(7, 4), {}, { path: paths.dashboard, answer: authAnswer({ message: 'Unauthorized' }, false) }),
    ];
    await settle();
    for (const { sent } of runs) expect(sent.map((request) => request.url)).toEqual(['/api/v1/auth']);
  });

  it('knows the dashboard by the paths the portal routes it at', () => {
    expect(EARLY_APPS_PAGES.test(paths.dashboard) && EARLY_APPS_PAGES.test(paths.products)).toBe(true);
    expect([paths.home, paths.manageUser, paths.packages, paths.profile].some((path) => EARLY_APPS_PAGES.test(path))).toBe(false);
  });

  it('goes into index.html after the charset, before any stylesheet, with the API base the build calls', () => {
    const html = '<html><head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="/a.css">\n</head></html>';
    const page = withEarlySession(html, '/portal-api');
    expect(page).toBe(
      '<html><head>\n    <meta charset="UTF-8" />\n'
      + `    <meta name="${API_BASE_META}" content="/portal-api" />\n    <script>${EARLY_SESSION_SCRIPT}</script>\n`
      + '    <link rel="stylesheet" href="/a.css">\n</head></html>',
    );
    expect(() => withEarlySession('<html><head></head></html>', '/api')).toThrow(/no <meta charset>/);
  });
});
