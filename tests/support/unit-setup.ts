import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installMatchMedia } from './match-media';

// jsdom has no matchMedia; the shell reads its breakpoint through one.
installMatchMedia();

// One device for every unit test: the real id needs FingerprintJS, which jsdom cannot run.
vi.mock('../../src/session/device-id', () => ({
  getDeviceId: () => Promise.resolve('test-device-0001'),
  sentDeviceId: () => Promise.resolve('test-device-0001'),
}));
// As the app does through its session provider: the API layer gets the bearer and the device id.
await import('../../src/session/api-bridge');
const { storeToken } = await import('../../src/session/token-store');
const { stopPersistence } = await import('../../src/offline/persistence');
const { noteAnswer } = await import('../../src/api/reachability');

// Lazy screens are transformed on first import; on a busy two-core machine that can take more
// than Testing Library's default second, and a slow machine is not a broken screen.
configure({ asyncUtilTimeout: 5000 });

// Nothing a test leaves behind reaches the next: the DOM, web storage, and the module state that
// outlives a render (the applied token, the persistence subscription).
afterEach(() => {
  cleanup();
  // Clears the token as signing out does: that also voids the removal of a tab-only token a
  // remembered store put off until idle (a timer here, jsdom has no requestIdleCallback), which
  // would otherwise run after the file's last test, when jsdom's storage is gone.
  storeToken(null);
  stopPersistence();
  // A test whose request got no answer leaves the server marked unreachable, and a health check due.
  noteAnswer();
  localStorage.clear();
  sessionStorage.clear();
  // A test that moves the clock by hand must not leave the next one a frozen clock (the config's
  // restoreMocks and unstubGlobals do not cover timers).
  vi.useRealTimers();
});
