import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../src/offline/sw-update';

/** A navigator.serviceWorker whose register only records that it was called. */
function fakeServiceWorkers() {
  const register = vi.fn(() => Promise.resolve(Object.assign(new EventTarget(), { waiting: null, installing: null, update: () => Promise.resolve() })));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, controller: null, addEventListener: () => undefined } });
  return register;
}

describe('the service worker registration (installed portal, offline use)', () => {
  // The env goes with the project's unstubEnvs; the properties defined here are removed here.
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(document, 'readyState');
  });

  it('waits for the page to load, so the first screen and its files come first', async () => {
    vi.stubEnv('PROD', true);
    const register = fakeServiceWorkers();
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'interactive' });
    const registered = registerServiceWorker(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    (await registered).stop();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('then waits until the first screen has settled', async () => {
    vi.stubEnv('PROD', true);
    const register = fakeServiceWorkers();
    let settle: () => void = () => undefined;
    const registered = registerServiceWorker(() => undefined, () => new Promise<void>((resolve) => (settle = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(register).not.toHaveBeenCalled();

    settle();
    (await registered).stop();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('registers at once on a page already loaded', async () => {
    vi.stubEnv('PROD', true);
    const register = fakeServiceWorkers();
    (await registerServiceWorker(() => undefined)).stop();
    expect(register).toHaveBeenCalledTimes(1);
  });
});
