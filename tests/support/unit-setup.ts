import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy screens are transformed on first import; on a busy two-core machine that can take more
// than Testing Library's default second, and a slow machine is not a broken screen.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
