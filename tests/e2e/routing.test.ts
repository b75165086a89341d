import { describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';

const env = useE2E();

describe('routes for a visitor', () => {
  it('shows the not-found page for an unknown path, with a way home', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await page.goto('/no/such/page');
    await page.waitForURL(/\/404$/);
    await page.getByRole('link', { name: /home/i }).waitFor();
    await context.close();
  });

  it('sends a signed-out visitor from a protected page to the sign-in form', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await page.goto('/dashboard');
    await page.waitForURL(/\/auth\/login/);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await context.close();
  });

  it('shows the checkout failure text', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await page.goto('/failure-checkout');
    await page.getByText('Opps Something Went Wrong!!!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/failure-checkout');
    await context.close();
  });
});
