import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { BILLING_PORTAL_CLOSED } from '../../src/routing/billing-return';
import { paths } from '../../src/routing/paths';

/**
 * The billing frame's return page (public/billing-return.js) runs here on a window of the test's
 * making: the script cannot import the portal's constants, so what it posts and where it goes are
 * held to BILLING_PORTAL_CLOSED and paths.manageSubscription by running it.
 */
const script = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public/billing-return.js'), 'utf8');
const ORIGIN = 'https://portal.example';

type FakeWindow = { location: { origin: string; replace: (url: string) => void }; parent: unknown };

function run(parentOf: (self: FakeWindow) => unknown) {
  const replace = vi.fn();
  const self: FakeWindow = { location: { origin: ORIGIN, replace }, parent: null };
  self.parent = parentOf(self);
  new Function('window', script)(self);
  return { replace };
}

describe('the billing frame return page', () => {
  it('framed by the portal, tells it the billing portal is closed, and goes nowhere', () => {
    const postMessage = vi.fn();
    const { replace } = run(() => ({ location: { origin: ORIGIN }, postMessage }));
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: BILLING_PORTAL_CLOSED }, ORIGIN);
    expect(replace).not.toHaveBeenCalled();
  });

  it('at top level, goes to the portal page that manages the subscription', () => {
    const { replace } = run((self) => self);
    expect(replace).toHaveBeenCalledExactlyOnceWith(paths.manageSubscription);
  });

  it('framed by another origin, tells it nothing and goes to the portal page', () => {
    const postMessage = vi.fn();
    const crossOrigin = {
      postMessage,
      get location(): never {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    };
    const { replace } = run(() => crossOrigin);
    expect(postMessage).not.toHaveBeenCalled();
    expect(replace).toHaveBeenCalledExactlyOnceWith(paths.manageSubscription);
  });
});
