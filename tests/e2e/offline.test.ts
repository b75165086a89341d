import { describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { fill, person, registerVerified } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { waitForPersistedCache } from '../support/persisted-cache';

const env = useE2E();

describe('offline', () => {
  it('reads accounts, the profile and Security offline after a reload, and refuses changes with the form intact', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('offline'));
    await registerVerified(page, env.portal.url, who);
    await createAccount(page, { type: 'Private Individual', name: 'Offline Books' });
    // The service worker must control the page before the network goes, as it would for a user
    // who had opened the portal before.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByText('Home: Offline Books').waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Security once online: its passkeys and devices are saved with the other small queries.
    await page.goto('/dashboard/security');
    await page.getByText('No passkeys yet.').waitFor();
    await page.getByRole('list', { name: 'Your signed-in devices' }).getByRole('listitem').first().waitFor();
    await page.goto('/dashboard');
    // The offline start reads the persisted cache: the account list and the profile must be in it.
    await waitForPersistedCache(page, ['Offline Books', who.email, '"devices"', '"security"']);

    await context.setOffline(true);
    await page.reload();
    await page.getByText('Home: Offline Books').waitFor();
    await page.getByText('You are offline', { exact: false }).first().waitFor();

    await page.goto('/dashboard/profile');
    expect(await page.locator('input[name="email"]').inputValue()).toBe(who.email);

    await page.goto('/dashboard/security');
    await page.getByText('No passkeys yet.').waitFor();
    await page.getByRole('list', { name: 'Your signed-in devices' }).getByRole('listitem').first().waitFor();

    await page.goto('/dashboard/update-account');
    await fill(page, { city: 'Bristol' });
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('Your changes were not sent', { exact: false }).first().waitFor();
    expect(await page.locator('input[name="city"]').inputValue()).toBe('Bristol');

    await page.goto('/');
    await page.getByText('Offline Books').first().waitFor();
    await context.close();
  });
});
