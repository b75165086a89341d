import type { Page } from 'playwright-core';
import { fill } from './journeys';

/** Steps on the account screen, as a person takes them. */
export type AccountInput = {
  type: 'Private Individual' | 'Registered Company' | 'Other';
  name: string;
  phone?: string;
  address_1?: string;
  city?: string;
  postal_code?: string;
  registration_number?: string;
};

export async function chooseAccountType(page: Page, type: AccountInput['type']): Promise<void> {
  await page.getByText(type, { exact: true }).click();
}

/** Fills the contact and address parts every account type shares. */
export async function fillContactAndAddress(page: Page, input: AccountInput): Promise<void> {
  await page.locator('input[name="phone_number"]').fill(input.phone ?? '07911 123456');
  await fill(page, {
    address_1: input.address_1 ?? '1 High Street',
    city: input.city ?? 'London',
    postal_code: input.postal_code ?? 'SW1A 1AA',
  });
  if (input.registration_number !== undefined) await fill(page, { registration_number: input.registration_number });
}

/** The dashboard's apps as the width shows them: a table, or below 768 px a list of cards. */
export const appsList = (page: Page) =>
  page.getByRole('table', { name: 'Subscribed apps' }).or(page.getByRole('list', { name: 'Subscribed apps' }));

/** From anywhere signed in: create an account through the form and land on its dashboard. */
export async function createAccount(page: Page, input: AccountInput): Promise<void> {
  await page.goto('/create-account');
  await chooseAccountType(page, input.type);
  await fill(page, { account_name: input.name });
  await fillContactAndAddress(page, input);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByText(`Home: ${input.name}`).waitFor();
  // Done once the apps have come (a new account has none: 'No apps yet.' instead of a list), so a
  // journey's next step (a reload, a count of requests) does not meet this screen's request still
  // on its way.
  await appsList(page).or(page.getByText('No apps yet.')).waitFor();
  await page.getByText('Loading...').waitFor({ state: 'detached' });
}

/** The side menu's entries, as the person sees them. */
export async function menuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation');
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim()).filter(Boolean);
}
