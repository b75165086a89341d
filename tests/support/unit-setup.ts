import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy screens are transformed on first import; on a busy two-core machine that can take more
// than Testing Library's default second, and a slow machine is not a broken screen.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // A test that moves the clock by hand must not leave the next one a frozen clock (the config's
  // restoreMocks and unstubGlobals do not cover timers).
  vi.useRealTimers();
});
