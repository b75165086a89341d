import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE } from '../../src/api/contract';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { person, registerVerified } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { uniqueEmail } from '../support/unique-email';

const env = useE2E();

describe('toasts on a phone', () => {
  it('show below the top bar at 390 px, leaving the menu button free', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url, { width: 390, height: 844 });
    await registerVerified(page, env.portal.url, person(uniqueEmail('toasted')));
    await createAccount(page, { type: 'Private Individual', name: 'Toast Co' });
    // An action away from any form, refused at once while offline: a toast.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Manage Subscriptions' }).click();
    const toast = page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGE });
    await toast.waitFor();
    const header = await page.locator('header').first().boundingBox();
    // Every toast on screen (the account's creation has one too), not only the last.
    const region = page.getByRole('region', { name: 'Notifications' });
    const tops = await region.locator('[role="alert"], [role="status"]').evaluateAll((toasts) => toasts.map((shown) => shown.getBoundingClientRect().top));
    expect(tops.length).toBeGreaterThan(0);
    expect(Math.min(...tops)).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await page.getByRole('button', { name: 'Toggle menu' }).click({ trial: true });
    await context.close();
  });
});
