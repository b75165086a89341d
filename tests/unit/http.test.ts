import { afterEach, describe, expect, it, vi } from 'vitest';
import { object, string } from 'superstruct';
import { request } from '../../src/api/http';
import { errorMessage, FALLBACK_MESSAGE, OFFLINE_MESSAGE } from '../../src/api/contract';
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

  it('sends a call once: one that got no answer is not repeated here (TanStack Query decides)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchStub = vi.fn<() => Promise<Response>>(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchStub);
    await failureOf(request('auth', Greeting));
    expect(fetchStub).toHaveBeenCalledTimes(1);
    fetchStub.mockImplementation(async () => new Response('', { status: 503 }));
    await failureOf(request('auth', Greeting));
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('reads an empty body as no data, and a body that is not JSON, or is malformed JSON, as its text', async () => {
    const answers = [
      new Response('', { status: 200, headers: { 'content-type': 'application/json' } }),
      new Response('plain words', { status: 200, headers: { 'content-type': 'text/plain' } }),
      new Response('{"cut off', { status: 200, headers: { 'content-type': 'application/json' } }),
    ];
    vi.stubGlobal('fetch', vi.fn(async () => answers.shift()));
    expect(await request('auth', null)).toBeUndefined();
    expect(await request('auth', null)).toBe('plain words');
    expect(await request('auth', null)).toBe('{"cut off');
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

