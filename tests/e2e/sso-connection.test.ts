import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { person } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { deviceOf } from '../support/member-steps';
import { startOidcProvider, type TestOidcProvider } from '../support/oidc-provider';
import { chooseProtocol } from '../support/sso-steps';

const UNREACHABLE = 'The provider could not be reached.';

let oidc: TestOidcProvider;
beforeAll(async () => {
  oidc = await startOidcProvider();
});
afterAll(() => oidc?.close());
const env = useE2E();

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function saveOidc(card: Locator, issuer: string, secret?: string): Promise<void> {
  await card.getByRole('textbox', { name: 'Issuer URL' }).fill(issuer);
  await card.getByRole('textbox', { name: 'Client ID' }).fill(oidc.clientId);
  if (secret !== undefined) await card.getByLabel('Client secret', { exact: true }).fill(secret);
  await card.getByRole('button', { name: 'Save connection' }).click();
}

describe('single sign-on: connection', () => {
  it("an administrator saves an OpenID Connect connection, tests it and sees the provider's issuer, on a phone too", async () => {
    const owner = person(uniqueEmail('sso-connection'));
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Connected Ltd' });
    await admin.page.getByRole('navigation').getByRole('link', { name: 'Single sign-on' }).click();
    const card = admin.page.getByRole('region', { name: 'Connection' });
    await card.getByText(/\/api\/v1\/sso\/oidc\/callback$/).waitFor();

    await saveOidc(card, oidc.issuer, oidc.clientSecret);
    await admin.page.getByText('The connection was saved.').first().waitFor();
    await card.getByText('A secret is saved. Leave this empty to keep it.').waitFor();
    await card.getByRole('button', { name: 'Test connection' }).click();
    await card.getByText('The provider answered. Its issuer is:').waitFor();
    await card.getByText(oidc.issuer, { exact: true }).waitFor();

    // At 390 px: the values to register wrap inside the screen; a provider that is gone is said in the card.
    await admin.page.setViewportSize({ width: 390, height: 844 });
    expect(await overflow(admin.page)).toBe(0);
    const gone = await startOidcProvider();
    await gone.close();
    await saveOidc(card, gone.issuer);
    await card.getByText('Not tested since it was last saved.').waitFor();
    await card.getByRole('button', { name: 'Test connection' }).click();
    await card.getByText(UNREACHABLE).waitFor();
    await chooseProtocol(card, 'SAML 2.0');
    await card.getByText(/\/api\/v1\/sso\/saml\/acs$/).waitFor();
    expect(await overflow(admin.page)).toBe(0);
    await admin.context.close();
  });
});
