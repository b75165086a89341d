import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { TestDnsServer } from './dns-server';

/**
 * Chooses the connection's protocol as a person does, by its visible label: the radio input itself
 * is visually hidden, and a forced click at its spot can land on whatever moved there.
 */
export async function chooseProtocol(card: Locator, protocol: 'OpenID Connect' | 'SAML 2.0'): Promise<void> {
  const radio = card.getByRole('radio', { name: protocol });
  if (await radio.isChecked()) return;
  await card.getByText(protocol, { exact: true }).click();
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** Opens Single sign-on from the menu (at 390 px the menu opens first). */
export async function openSso(page: Page): Promise<void> {
  const link = page.getByRole('navigation').getByRole('link', { name: 'Single sign-on' });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Toggle menu' }).click();
  await link.click();
  await page.getByRole('heading', { level: 1, name: 'Single sign-on' }).waitFor();
}

/** Adds the domain, publishes the TXT record the page shows at the test's DNS server, and verifies it. */
export async function verifyDomain(page: Page, dns: TestDnsServer, domain: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const item = page.getByRole('list', { name: 'Domains' }).getByRole('listitem').filter({ hasText: domain });
  const value = (await item.getByText(/^customer-portal-verification=[0-9a-f]{32}$/).innerText()).trim();
  dns.records.set(`_customer-portal.${domain}`, [value]);
  await page.getByRole('button', { name: `Verify ${domain}` }).click();
  await item.getByText('Verified', { exact: true }).waitFor();
}

/** Saves an OpenID Connect connection and tests it: the page shows the provider's issuer. */
export async function connectOidc(page: Page, provider: { issuer: string; clientId: string; clientSecret: string }): Promise<void> {
  const card = page.getByRole('region', { name: 'Connection' });
  await chooseProtocol(card, 'OpenID Connect');
  await card.getByRole('textbox', { name: 'Issuer URL' }).fill(provider.issuer);
  await card.getByRole('textbox', { name: 'Client ID' }).fill(provider.clientId);
  await card.getByLabel('Client secret', { exact: true }).fill(provider.clientSecret);
  await card.getByRole('button', { name: 'Save connection' }).click();
  await card.getByRole('button', { name: 'Test connection' }).click();
  await card.getByText('The provider answered. Its issuer is:').waitFor();
}

/** Saves a SAML 2.0 connection by the provider's metadata URL and tests it. */
export async function connectSaml(page: Page, metadataUrl: string): Promise<void> {
  const card = page.getByRole('region', { name: 'Connection' });
  await chooseProtocol(card, 'SAML 2.0');
  await card.getByRole('textbox', { name: 'Metadata URL' }).fill(metadataUrl);
  await card.getByRole('button', { name: 'Save connection' }).click();
  await card.getByText('Not tested since it was last saved.').waitFor();
  await card.getByRole('button', { name: 'Test connection' }).click();
  await card.getByText('The provider answered. Its issuer is:').waitFor();
}

/** From the sign-in page: 'Sign in with SSO', the address, 'Continue'. */
export async function continueWithSso(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Sign in with SSO' }).click();
  await page.getByRole('heading', { name: 'Sign in with SSO' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}
