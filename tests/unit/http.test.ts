import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { object, string } from 'superstruct';
import { request } from '../../src/api/http';
import { errorMessage, FALLBACK_MESSAGE, OFFLINE_MESSAGE } from '../../src/api/contract';
import { EARLY_REQUEST_GLOBAL } from '../../src/api/contract/early-session';
import { resetEarlyRequests } from '../../src/api/early-request';
import { applyToken } from '../../src/session/token-store';
import { stubApi } from '../support/render';
import { failureOf } from '../support/api-failure';

const Greeting = object({ message: string() });

function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  applyToken(null);
});

describe('the HTTP layer (spec 8: failed calls)', () => {
  it("rejects with the response body's message, status and field messages, and logs it", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi(() => [409, { message: 'Taken', errors: { email: 'Taken' } }]);
    const failure = await failureOf(request('auth/register', Greeting, { method: 'POST', body: {} }));
    expect(failure).toMatchObject({ status: 409, message: 'Taken', data: { message: 'Taken', errors: { email: 'Taken' } } });
    expect(failure.fieldErrors).toEqual({ email: 'Taken' });
    expect(errorMessage(failure)).toBe('Taken');
    expect(log).toHaveBeenCalledWith(failure);
  });

  it("falls back to 'Something went wrong' when the body carries no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    const failure = await failureOf(request('auth', Greeting));
    expect(failure).toMatchObject({ status: 502, message: FALLBACK_MESSAGE, data: { message: FALLBACK_MESSAGE } });
    expect(failure.isNetworkError).toBe(false);
  });

  it('words a 429 that came without a message (from a proxy) from its Retry-After, as the API does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 429, headers: { 'Retry-After': '125' } })));
    expect(await failureOf(request('auth/login', Greeting, { method: 'POST', body: {} })))
      .toMatchObject({ status: 429, message: 'Too many attempts. Try again in 3 minutes.' });
    stubApi(() => [429, { message: 'Too many attempts. Try again in 14 minutes.' }]);
    expect((await failureOf(request('auth/login', Greeting, { method: 'POST', body: {} }))).message).toBe('Too many attempts. Try again in 14 minutes.');
  });

  it('marks a call that got no answer as a network failure, and says so plainly when offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const online = await failureOf(request('auth', Greeting));
    expect(online).toMatchObject({ status: 0, message: FALLBACK_MESSAGE });
    expect(online.isNetworkError).toBe(true);

    goOffline();
    expect(await failureOf(request('auth', Greeting))).toMatchObject({ status: 0, message: OFFLINE_MESSAGE });
  });

  it('refuses a change at once while offline, without sending anything', async () => {
    const calls = stubApi(() => [200, { message: 'ok' }]);
    goOffline();
    const failure = await failureOf(request('account', Greeting, { method: 'PUT', body: {} }));
    expect(failure.message).toBe(OFFLINE_MESSAGE);
    expect(calls).toEqual([]);
  });

  it('sends the session bearer, or the one a call names, and drops fields the contract does not know', async () => {
    const calls = stubApi(() => [200, { message: 'hello', secret: 'not for screens' }]);
    applyToken('session-token');
    expect(await request('auth', Greeting)).toEqual({ message: 'hello' });
    await request('account', Greeting, { method: 'PUT', body: {}, token: 'account-token' });
    await request('auth/login', Greeting, { method: 'POST', body: {}, token: null });
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer session-token', 'Bearer account-token', null]);
  });
});

describe("the early GETs index.html's script sent (src/api/early-request.ts)", () => {
  const CurrentUser = object({ message: string() });
  const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
  const early = () => (window as unknown as Record<string, Record<string, unknown>>)[EARLY_REQUEST_GLOBAL];
  const plant = (path: string, bearer: string, body: unknown) => {
    (window as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL] ??= {};
    early()[path] = { bearer, response: answer(body) };
  };
  // Each test is a new page: the calls of the tests above asked these paths already.
  beforeEach(resetEarlyRequests);
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL];
  });

  it('answers the first GET auth with the same token, without a second request; the next one asks again', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'asked again' }));
    vi.stubGlobal('fetch', fetch);
    plant('auth', 'token-1', { message: 'early' });
    applyToken('token-1');
    expect(await request('auth', CurrentUser)).toEqual({ message: 'early' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await request('auth', CurrentUser)).toEqual({ message: 'asked again' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is dropped unused when the token has changed since the page loaded', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'for the new token' }));
    vi.stubGlobal('fetch', fetch);
    plant('auth', 'old-token', { message: 'early' });
    applyToken('new-token');
    expect(await request('auth', CurrentUser)).toEqual({ message: 'for the new token' });
    expect(early().auth).toBeUndefined();
  });

  it('answers each path its own: GET auth and the apps, each with its own token', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'asked' }));
    vi.stubGlobal('fetch', fetch);
    plant('auth', 'token-1', { message: 'early auth' });
    plant('package/subscribed-apps', 'account-token', { message: 'early apps' });
    applyToken('token-1');
    await request('accounts', CurrentUser);
    expect(await request('package/subscribed-apps', CurrentUser, { token: 'account-token' })).toEqual({ message: 'early apps' });
    expect(await request('auth', CurrentUser)).toEqual({ message: 'early auth' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is never used once the portal has asked that path itself: it arrived too late to be the first answer', async () => {
    const fetch = vi.fn(async () => Response.json({ message: 'fresh' }));
    vi.stubGlobal('fetch', fetch);
    applyToken('token-1');
    await request('package/subscribed-apps', CurrentUser, { token: 'account-token' });
    plant('package/subscribed-apps', 'account-token', { message: 'late early' });
    expect(await request('package/subscribed-apps', CurrentUser, { token: 'account-token' })).toEqual({ message: 'fresh' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
