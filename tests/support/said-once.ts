import { screen } from '@testing-library/react';
import { expect } from 'vitest';

// The toaster's module loads with the first toast; loaded now, a toast arrives within the wait below.
await import('../../src/ui/ToastProvider');

/**
 * Waits for `text`, then long enough for a toast to have arrived, and expects the page to say it
 * exactly once: not in a banner and a toast, nor on a field and in a banner.
 */
export async function expectSaidOnce(text: string): Promise<void> {
  await screen.findAllByText(text);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(screen.getAllByText(text)).toHaveLength(1);
}
