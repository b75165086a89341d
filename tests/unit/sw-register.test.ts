import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ApplyUpdate, type ServiceWorkerOptions } from '../../src/offline/sw-update';
import { browserWorkers } from '../support/service-workers';

/**
 * The worker's registration and the 'Reload' offer (src/offline/sw-update.ts), through the real
 * workbox-window: only the browser's side is played here, a navigator.serviceWorker whose workers
 * change state when the test says so.
 */

// Loaded ahead: the registration imports it itself, and a first import can outlast the moment a
// test waits before it looks whether the registration waited for the page's load.
await import('workbox-window');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The portal as UpdatePrompt starts it, with what it offers and whether it reloaded. */
async function portal(options: Partial<ServiceWorkerOptions> = {}) {
  const offers: ApplyUpdate[] = [];
  const reload = vi.fn();
  const updates = await registerServiceWorker({ onUpdateWaiting: (apply) => offers.push(apply), reload, ...options });
  return { offers, reload, updates };
}

/** workbox-window reports a worker as waiting once it stayed installed a moment (200 ms). */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 250));

describe('the service worker registration (installed portal, offline use)', () => {
  // The env goes with the project's unstubEnvs; the properties defined here are removed here.
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(navigator, 'onLine');
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the page to load, so the first screen and its files come first', async () => {
    vi.stubEnv('PROD', true);
    const { register } = browserWorkers();
    let readyState: DocumentReadyState = 'interactive';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    const registered = portal();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(register).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    (await registered).updates.stop();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('then waits until the first screen has settled', async () => {
    vi.stubEnv('PROD', true);
    const { register } = browserWorkers();
    let settle: () => void = () => undefined;
    const registered = portal({ settled: () => new Promise<void>((resolve) => (settle = resolve)) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(register).not.toHaveBeenCalled();

    settle();
    (await registered).updates.stop();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers at once on a page already loaded', async () => {
    vi.stubEnv('PROD', true);
    const { register } = browserWorkers();
    (await portal()).updates.stop();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing in development, where the dev server has no worker', async () => {
    vi.stubEnv('PROD', false);
    const { register } = browserWorkers();
    (await portal()).updates.stop();
    expect(register).not.toHaveBeenCalled();
  });

  it('keeps the portal running, with no error, when the browser refuses the worker', async () => {
    vi.stubEnv('PROD', true);
    const { register } = browserWorkers();
    register.mockImplementation(() => Promise.reject(new DOMException('Failed to register a ServiceWorker', 'SecurityError')));
    const { error, warn } = watchConsole();
    const { offers, updates } = await portal();
    updates.navigated();
    updates.stop();
    expect(error).not.toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[0])).toContain('SecurityError');
    expect(offers).toEqual([]);
  });

  it('keeps the portal running, with no error, when the browser blocks the worker and register() gives nothing', async () => {
    vi.stubEnv('PROD', true);
    const { register, install } = browserWorkers();
    // What a browser told to block workers answers (Playwright's `serviceWorkers: 'block'`).
    register.mockImplementation(() => Promise.resolve(undefined as unknown as ReturnType<typeof browserWorkers>['registration']));
    const { error, warn } = watchConsole();
    const { offers, updates } = await portal();
    install();
    await aMoment();
    updates.navigated();
    updates.stop();
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(offers).toEqual([]);
  });

  it('registers nothing, and says nothing, where the browser has no service workers', async () => {
    vi.stubEnv('PROD', true);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: undefined });
    const { error, warn } = watchConsole();
    const { offers, updates } = await portal();
    updates.navigated();
    updates.stop();
    expect([error.mock.calls, warn.mock.calls, offers]).toEqual([[], [], []]);
  });

  it('still reports an error when the browser holds a registration yet the portal failed to follow it', async () => {
    vi.stubEnv('PROD', true);
    const { registration } = browserWorkers();
    Object.assign(navigator.serviceWorker, { getRegistration: () => Promise.resolve(registration) });
    const workbox = await import('workbox-window');
    vi.spyOn(workbox.Workbox.prototype, 'register').mockRejectedValue(new TypeError('broken'));
    const { error } = watchConsole();
    (await portal()).updates.stop();
    expect(error).toHaveBeenCalledTimes(1);
  });
});

/** The console's errors and warnings, kept out of the test output. */
function watchConsole() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
  };
}

describe('a new version of the portal', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('is offered when it waits behind the running one; Reload activates it, then reloads the page on it', async () => {
    vi.stubEnv('PROD', true);
    const { registration, install, activate } = browserWorkers();
    const { offers, reload, updates } = await portal();
    install();
    await aMoment();
    expect(offers).toHaveLength(1);
    const waiting = registration.waiting!;
    // Offered, not applied: the page runs on, with whatever is open in it.
    expect(waiting.messages).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    offers[0]!();
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    // The page reloads once the new worker controls it, so the page and its files match.
    expect(reload).not.toHaveBeenCalled();
    activate(waiting);
    expect(reload).toHaveBeenCalledTimes(1);
    updates.stop();
  });

  it('is offered when it was already waiting as the page opened', async () => {
    vi.stubEnv('PROD', true);
    browserWorkers({ waiting: true });
    const { offers, updates } = await portal();
    await aMoment();
    expect(offers).toHaveLength(1);
    updates.stop();
  });

  it('is not offered to a page no worker controls (a hard reload), which came from the network as the newest version', async () => {
    vi.stubEnv('PROD', true);
    browserWorkers({ controlled: false, waiting: true });
    const { offers, updates } = await portal();
    await aMoment();
    expect(offers).toEqual([]);
    updates.stop();
  });

  it('is not offered on the first visit, whose worker takes control without reloading the page', async () => {
    vi.stubEnv('PROD', true);
    const { install } = browserWorkers({ controlled: false });
    const { offers, reload, updates } = await portal();
    install();
    await aMoment();
    expect(offers).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
    updates.stop();
  });

  it('accepted in another tab meanwhile: Reload loads the page on the version already running it', async () => {
    vi.stubEnv('PROD', true);
    const { registration, install, activate } = browserWorkers();
    const { offers, reload, updates } = await portal();
    install();
    await aMoment();
    activate(registration.waiting!);
    // Only this page's own Reload reloads it.
    expect(reload).not.toHaveBeenCalled();

    offers[0]!();
    expect(reload).toHaveBeenCalledTimes(1);
    updates.stop();
  });
});

describe('the checks for a new version while the portal stays open', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(navigator, 'onLine');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('ask the server every hour, and a release found is offered', async () => {
    vi.stubEnv('PROD', true);
    vi.useFakeTimers();
    const { registration } = browserWorkers();
    const { offers, updates } = await portal();
    registration.released = true;
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(registration.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(offers).toHaveLength(1);
    updates.stop();
  });

  it('ask on a move to another screen, at most once a minute', async () => {
    vi.stubEnv('PROD', true);
    vi.useFakeTimers();
    const { registration } = browserWorkers();
    const { updates } = await portal();
    // Loading the page looked already.
    updates.navigated();
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    updates.navigated();
    updates.navigated();
    expect(registration.update).toHaveBeenCalledTimes(1);
    updates.stop();
  });

  it('ask when the page is shown again', async () => {
    vi.stubEnv('PROD', true);
    vi.useFakeTimers();
    const { registration } = browserWorkers();
    const { updates } = await portal();
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(registration.update).not.toHaveBeenCalled();

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(1);
    updates.stop();
  });

  it('never ask offline, and ask when the network returns', async () => {
    vi.stubEnv('PROD', true);
    vi.useFakeTimers();
    const { registration } = browserWorkers();
    let online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    const { updates } = await portal();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    updates.navigated();
    expect(registration.update).not.toHaveBeenCalled();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledTimes(1);
    updates.stop();
  });

  it('stop with the prompt', async () => {
    vi.stubEnv('PROD', true);
    vi.useFakeTimers();
    const { registration } = browserWorkers();
    const { updates } = await portal();
    updates.stop();
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    window.dispatchEvent(new Event('online'));
    expect(registration.update).not.toHaveBeenCalled();
  });
});
