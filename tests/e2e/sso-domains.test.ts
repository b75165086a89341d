import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { person } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { deviceOf } from '../support/member-steps';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';

const NOT_FOUND_YET = 'The TXT record was not found yet. DNS changes can take a while to appear.';

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
afterAll(() => dns?.close());
// The portal asks the test's own DNS server, which serves the records the test publishes.
const env = useE2E({ env: () => ({ DNS_SERVERS: dns.address }) });

const uniqueDomain = (name: string) => `${name}-${randomBytes(4).toString('hex')}.example`;

/** Adds the domain and reads the TXT record the page asks for: its name and its value. */
async function addDomain(page: Page, domain: string): Promise<{ name: string; value: string }> {
  await page.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const item = page.getByRole('list', { name: 'Domains' }).getByRole('listitem').filter({ hasText: domain });
  await item.getByText('Not verified yet').waitFor();
  const name = `_customer-portal.${domain}`;
  await item.getByText(name, { exact: true }).waitFor();
  const value = (await item.getByText(/^customer-portal-verification=[0-9a-f]{32}$/).innerText()).trim();
  return { name, value };
}

async function verify(page: Page, domain: string): Promise<void> {
  await page.getByRole('button', { name: `Verify ${domain}` }).click();
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('single sign-on: domains', () => {
  it('an administrator adds a domain from the menu, is told the record is not there yet, publishes it and verifies it, on a phone too', async () => {
    const owner = person(uniqueEmail('sso-admin'));
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Domain Holders' });

    await admin.page.getByRole('navigation').getByRole('link', { name: 'Single sign-on' }).click();
    await admin.page.getByRole('heading', { level: 1, name: 'Single sign-on' }).waitFor();
    await admin.page.getByText(/No domains yet\./).waitFor();

    const domain = uniqueDomain('acme');
    const record = await addDomain(admin.page, domain);
    expect(await admin.page.getByRole('textbox', { name: 'Domain' }).inputValue()).toBe('');

    // Before the record exists: said once, as the row's outcome.
    await verify(admin.page, domain);
    await admin.page.getByText(NOT_FOUND_YET).first().waitFor();
    expect(await admin.page.getByText(NOT_FOUND_YET).count()).toBe(1);

    dns.records.set(record.name, [record.value]);
    await verify(admin.page, domain);
    const item = admin.page.getByRole('list', { name: 'Domains' }).getByRole('listitem').filter({ hasText: domain });
    await item.getByText('Verified', { exact: true }).waitFor();
    expect(await item.getByText(record.name).count()).toBe(0);

    // At 390 px: the record's long value wraps inside the screen, and the journey works the same.
    await admin.page.setViewportSize({ width: 390, height: 844 });
    const phoneDomain = uniqueDomain('phone');
    const phoneRecord = await addDomain(admin.page, phoneDomain);
    expect(await overflow(admin.page)).toBe(0);
    dns.records.set(phoneRecord.name, [phoneRecord.value]);
    await verify(admin.page, phoneDomain);
    await admin.page.getByRole('list', { name: 'Domains' }).getByRole('listitem').filter({ hasText: phoneDomain })
      .getByText('Verified', { exact: true }).waitFor();
    expect(await overflow(admin.page)).toBe(0);
    await admin.context.close();
  });
});
