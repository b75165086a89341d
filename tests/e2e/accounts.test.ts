import { describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { fill, person, registerVerified } from '../support/journeys';
import { chooseAccountType, createAccount, fillContactAndAddress, menuEntries } from '../support/account-steps';

const env = useE2E();

describe('accounts', () => {
  it('creates a private account: the name becomes the reference and the administrator menu shows', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await registerVerified(page, env.portal.url, person(uniqueEmail('type1')));
    await page.getByText('Create Account').click();
    await page.waitForURL(/\/create-account$/);
    await page.getByText('Once your account is created, you may invite other users to be the primary contact for this account.').waitFor();
    await chooseAccountType(page, 'Private Individual');
    await fill(page, { account_name: 'Ada Consulting' });
    expect(await page.locator('input[name="account_reference"]').inputValue()).toBe('Ada Consulting');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Phone Number must be valid and between 7-15 characters').waitFor();
    await page.getByText('Address Line 1 is required').waitFor();
    expect(await page.locator('input[name="account_name"]').inputValue()).toBe('Ada Consulting');
    await fillContactAndAddress(page, { type: 'Private Individual', name: 'Ada Consulting' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Home: Ada Consulting').waitFor();
    expect(await menuEntries(page)).toEqual(expect.arrayContaining(['Apps', 'Manage Users', 'Account', 'My Profile']));
    await context.close();
  });

  it('creates a registered company through the company lookup', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await registerVerified(page, env.portal.url, person(uniqueEmail('type2')));
    await page.goto('/create-account');
    await chooseAccountType(page, 'Registered Company');
    await page.locator('input[name="account_name"]').pressSequentially('Ltd', { delay: 30 });
    const option = page.getByRole('listbox', { name: 'Company suggestions' }).getByRole('option').first();
    await option.waitFor();
    const picked = (await option.textContent()) ?? '';
    await option.click();
    const name = await page.locator('input[name="account_name"]').inputValue();
    expect(picked).toContain(name);
    expect(await page.locator('input[name="registration_number"]').inputValue()).toMatch(/^\d{8}$/);
    expect(await page.locator('input[name="postal_code"]').inputValue()).not.toBe('');
    await page.locator('input[name="phone_number"]').fill('020 7946 0000');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText(`Home: ${name}`).waitFor();
    await context.close();
  });

  it("creates an 'Other' account named as an organisation", async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await registerVerified(page, env.portal.url, person(uniqueEmail('type3')));
    await page.goto('/create-account');
    await chooseAccountType(page, 'Other');
    await page.getByLabel('Organisation Name').fill('Riverside Allotment Society');
    await fillContactAndAddress(page, { type: 'Other', name: 'Riverside Allotment Society', registration_number: 'RAS-42' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Home: Riverside Allotment Society').waitFor();
    await context.close();
  });

  it('updates an account, and switches between two accounts', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await registerVerified(page, env.portal.url, person(uniqueEmail('update')));
    await createAccount(page, { type: 'Private Individual', name: 'First Account' });
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('heading', { name: 'Update Account' }).waitFor();
    await fill(page, { city: 'Manchester' });
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByText('User Account Information Updated Successfully!').waitFor();

    await page.getByRole('button', { name: 'Create Additional Account' }).click();
    await page.waitForURL(/\/create-account$/);
    await createAccount(page, { type: 'Private Individual', name: 'Second Account' });
    await page.getByRole('button', { name: 'Switch Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('First Account').click();
    await page.getByText('Home: First Account').waitFor();
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    expect(await page.locator('input[name="city"]').inputValue()).toBe('Manchester');
    await context.close();
  });
});
