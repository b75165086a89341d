import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { installMatchMedia } from './match-media';

// jsdom has no matchMedia; the shell reads its breakpoint through one.
installMatchMedia();

// One device for every unit test: the real id needs FingerprintJS, which jsdom cannot run.
vi.mock('../../src/session/device-id', () => ({
  getDeviceId: () => Promise.resolve('test-device-0001'),
  sentDeviceId: () => Promise.resolve('test-device-0001'),
}));
// jsdom has no IndexedDB: the large lists are saved in memory, through the same contract.
vi.mock('../../src/offline/saved-query-store', () => import('./memory-query-store'));
const { savedEntries } = await import('./memory-query-store');
// As the app does through its session provider: the API layer gets the bearer and the device id.
await import('../../src/session/api-bridge');
const { storeToken } = await import('../../src/session/token-store');
const { stopPersistence } = await import('../../src/offline/persistence');
const { noteAnswer } = await import('../../src/api/reachability');
const { followPortalReachability } = await import('../../src/offline/query-client');

// The files of a worker share its modules (vitest.config.ts) but each has a window of its own:
// TanStack Query's online and focus managers listen to this file's window, as the app has them.
onlineManager.setEventListener(followPortalReachability);
focusManager.setEventListener((handleFocus) => {
  const changed = () => handleFocus();
  window.addEventListener('visibilitychange', changed);
  return () => window.removeEventListener('visibilitychange', changed);
});

// Each test starts at jsdom's own width, whatever width the worker's last file left.
beforeEach(() => {
  window.innerWidth = 1024;
});

// Lazy screens are transformed on first import; on a busy two-core machine that can take more
// than Testing Library's default second, and a slow machine is not a broken screen.
configure({ asyncUtilTimeout: 5000 });

// Nothing a test leaves behind reaches the next: the DOM, web storage, and the module state that
// outlives a render (the applied token, the persistence subscription).
afterEach(() => {
  cleanup();
  // What a test wrote into the page itself (a painted screen's #root), which cleanup() leaves: the
  // next file's first Tab would otherwise reach its links.
  document.body.replaceChildren();
  // Clears the token as signing out does: that also voids the removal of a tab-only token a
  // remembered store put off until idle (a timer here, jsdom has no requestIdleCallback), which
  // would otherwise run after the file's last test, when jsdom's storage is gone.
  storeToken(null);
  stopPersistence();
  // A test whose request got no answer leaves the server marked unreachable, and a health check due.
  noteAnswer();
  localStorage.clear();
  sessionStorage.clear();
  savedEntries.clear();
  // A test that moves the clock by hand must not leave the next one a frozen clock (the config's
  // restoreMocks and unstubGlobals do not cover timers).
  vi.useRealTimers();
});
