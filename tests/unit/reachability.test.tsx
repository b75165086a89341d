import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { object, string } from 'superstruct';
import { request } from '../../src/api/http';
import { FALLBACK_MESSAGE, OFFLINE_MESSAGE } from '../../src/api/contract';
import { PROBE_EVERY_MS, serverUnreachable } from '../../src/api/reachability';
import { OfflineBanner } from '../../src/offline/OfflineBanner';
import { portalSystem } from '../../src/ui/chakra/theme';
import { failureOf } from '../support/api-failure';

/**
 * A server that stops answering while the browser still says online (src/api/reachability.ts):
 * a Wi-Fi without internet, a captive portal, a reload served by the service worker.
 */
const Answer = object({ message: string() });

function server() {
  const state = { down: false, calls: [] as string[] };
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    state.calls.push(`${init.method ?? 'GET'} ${String(input).replace(/^.*\/api\/v1\//, '')}`);
    if (state.down) throw new TypeError('Failed to fetch');
    return Response.json({ message: 'ok' });
  }));
  return state;
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('a server that does not answer while the browser says online', () => {
  it('counts as offline from the first call without an answer: changes are refused at once, unsent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    api.down = true;
    expect((await failureOf(request('auth', Answer))).message).toBe(FALLBACK_MESSAGE);
    expect(serverUnreachable()).toBe(true);

    const refused = await failureOf(request('account', Answer, { method: 'PUT', body: {} }));
    expect(refused.message).toBe(OFFLINE_MESSAGE);
    expect(api.calls).toEqual(['GET auth']);
    expect((await failureOf(request('auth', Answer))).message).toBe(OFFLINE_MESSAGE);
  });

  it('asks the health check every few seconds meanwhile, and is online again at its first answer', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    api.down = true;
    await failureOf(request('auth', Answer));

    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(api.calls).toEqual(['GET auth', 'GET health']);
    expect(serverUnreachable()).toBe(true);

    api.down = false;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(api.calls).toEqual(['GET auth', 'GET health', 'GET health']);
    expect(serverUnreachable()).toBe(false);
    expect(await request('account', Answer, { method: 'PUT', body: {} })).toEqual({ message: 'ok' });

    // Reachable again, it asks nothing more by itself.
    await vi.advanceTimersByTimeAsync(3 * PROBE_EVERY_MS);
    expect(api.calls).toHaveLength(4);
  });

  it("asks at once when the device's network comes back, without waiting for the next health check", async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    api.down = true;
    await failureOf(request('auth', Answer));
    api.down = false;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toEqual(['GET auth', 'GET health']);
    expect(serverUnreachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(3 * PROBE_EVERY_MS);
    expect(api.calls).toHaveLength(2);
  });

  it('is reachable again as soon as any call gets an answer, a refusal included', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    api.down = true;
    await failureOf(request('auth', Answer));
    api.down = false;
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'Not yours' }, { status: 403 })));
    expect((await failureOf(request('members', Answer))).status).toBe(403);
    expect(serverUnreachable()).toBe(false);
  });

  it('takes a call the page called off for no word on the network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(async () => { throw new DOMException('The operation was aborted.', 'AbortError'); }));
    const controller = new AbortController();
    controller.abort();
    await failureOf(request('members', Answer, { signal: controller.signal }));
    expect(serverUnreachable()).toBe(false);
  });

  it('leaves it to the browser while the browser itself says offline: nothing marked, nothing asked', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    api.down = true;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await failureOf(request('auth', Answer));
    expect(serverUnreachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(3 * PROBE_EVERY_MS);
    expect(api.calls).toEqual(['GET auth']);
  });

  it('shows the offline notice while no answer comes, and takes it away at the first answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = server();
    // The notice is drawn by Chakra, which needs its provider.
    render(
      <ChakraProvider value={portalSystem}>
        <OfflineBanner />
      </ChakraProvider>,
    );
    expect(screen.queryByText(/You are offline/)).toBeNull();

    api.down = true;
    await act(() => failureOf(request('auth', Answer)));
    expect(screen.getByText(/You are offline/)).toBeTruthy();

    api.down = false;
    await act(() => request('auth', Answer));
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});
