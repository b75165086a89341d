import { vi } from 'vitest';

/**
 * The browser's side of a service worker registration, for jsdom (which has none): enough of
 * navigator.serviceWorker for workbox-window, with workers that change state when a test says so.
 * Remove it after the test with `Reflect.deleteProperty(navigator, 'serviceWorker')`.
 */

/** A service worker as the page sees it: its state, and the messages the page sent it. */
export class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly scriptURL = new URL('/sw.js', location.href).href;
  readonly messages: unknown[] = [];

  postMessage(message: unknown, transfer?: Transferable[]) {
    this.messages.push(message);
    // workbox-window waits on a channel for an answer; closing it leaves nothing open after the test.
    for (const port of transfer ?? []) (port as MessagePort).close();
  }

  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/**
 * The browser's service workers for the portal's origin. `controlled`: a worker controls the page
 * already (every visit after the first); `waiting`: a new version waits at registration.
 */
export function browserWorkers({ controlled = true, waiting = false } = {}) {
  const container = Object.assign(new EventTarget(), { controller: controlled ? new FakeWorker() : null });
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: waiting ? new FakeWorker() : null,
    active: container.controller,
    /** The server's worker script differs from the running one: a check installs it. */
    released: false,
    update: vi.fn(async () => {
      if (registration.released) install();
    }),
  });
  const register = vi.fn(() => Promise.resolve(registration));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: Object.assign(container, { register }) });

  /** The browser found a new worker script: it installs, then waits behind the active worker, or activates when there is none. */
  function install() {
    registration.released = false;
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    if (registration.active) {
      registration.waiting = worker;
      worker.moveTo('installed');
    } else {
      worker.moveTo('installed');
      activate(worker);
    }
  }

  /** The worker activates and claims the page (sw/sw.ts calls clientsClaim). */
  function activate(worker: FakeWorker) {
    if (registration.waiting === worker) registration.waiting = null;
    registration.active = worker;
    worker.moveTo('activating');
    container.controller = worker;
    container.dispatchEvent(new Event('controllerchange'));
    worker.moveTo('activated');
  }

  return { register, registration, install, activate };
}

