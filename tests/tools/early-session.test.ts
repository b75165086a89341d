import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { earlySessionScript } from '../../scripts/early-session';
import { EARLY_REQUEST_GLOBAL } from '../../src/api/early-request';
import { storageKeys } from '../../src/session/storage-keys';

type Sent = { url: string; init: { headers: Record<string, string> } };

/** Runs the script as a page would, with these storages; what it fetched and what it left on window. */
function runScript(local: Record<string, string>, session: Record<string, string> = {}, fetchResult: Promise<unknown> = Promise.resolve('answer')) {
  const sent: Sent[] = [];
  const window: Record<string, unknown> = {};
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
  runInNewContext(earlySessionScript('/api/v1/'), {
    window,
    localStorage: storage(local),
    sessionStorage: storage(session),
    fetch: (url: string, init: Sent['init']) => {
      sent.push({ url, init });
      return fetchResult;
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

  it('sends nothing without a stored token', () => {
    const { sent, early } = runScript({});
    expect(sent).toEqual([]);
    expect(early).toBeUndefined();
  });

  it('leaves a failed request to the session to handle, without an unhandled rejection', async () => {
    const failure = Promise.reject(new TypeError('Failed to fetch'));
    const { early } = runScript({ [storageKeys.accessToken]: 't' }, {}, failure);
    await expect(early?.response).rejects.toThrow('Failed to fetch');
  });
});
