import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { withEarlySession } from '../../scripts/early-session';
import { API_BASE_META, EARLY_REQUEST_GLOBAL, EARLY_SESSION_SCRIPT } from '../../src/api/contract/early-session';
import { storageKeys } from '../../src/session/storage-keys';

type Sent = { url: string; init: { headers: Record<string, string> } };

/** Runs the script as a page would, with these storages and API base; what it fetched and left on window. */
function runScript(local: Record<string, string>, session: Record<string, string> = {}, options: { apiBase?: string | null; answer?: Promise<unknown> } = {}) {
  const sent: Sent[] = [];
  const window: Record<string, unknown> = {};
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
  const apiBase = options.apiBase === undefined ? '/api/v1' : options.apiBase;
  runInNewContext(EARLY_SESSION_SCRIPT, {
    window,
    localStorage: storage(local),
    sessionStorage: storage(session),
    document: { querySelector: (selector: string) => (selector === `meta[name="${API_BASE_META}"]` && apiBase !== null ? { content: apiBase } : null) },
    fetch: (url: string, init: Sent['init']) => {
      sent.push({ url, init });
      return options.answer ?? Promise.resolve('answer');
    },
  });
  return { sent, early: window[EARLY_REQUEST_GLOBAL] as { path: string; bearer: string; response: Promise<unknown> } | undefined };
}

describe("index.html's early session request", () => {
  it('asks GET auth with the token kept in localStorage, and leaves the answer for the session', async () => {
    const { sent, early } = runScript({ [storageKeys.accessToken]: 'kept-token' });
    expect(sent).toEqual([{ url: '/api/v1/auth', init: { headers: { Accept: 'application/json', Authorization: 'Bearer kept-token' } } }]);
    expect(early).toMatchObject({ path: 'auth', bearer: 'kept-token' });
    expect(await early?.response).toBe('answer');
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
    await expect(early?.response).rejects.toThrow('Failed to fetch');
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
