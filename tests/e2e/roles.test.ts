import { describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { person, registerVerified, signInForm, type Person } from '../support/journeys';
import { createAccount, menuEntries } from '../support/account-steps';
import { addMember, selectedAccountId } from '../support/members-cli';

const env = useE2E();

/** A second person with a name of their own, registered and verified on a device of their own. */
async function registerOther(who: Person): Promise<void> {
  const { context, page } = await newDevice(env.browser, env.portal.url);
  await registerVerified(page, env.portal.url, who);
  await context.close();
}

describe('roles in an account', () => {
  it('changes the primary contact to a second administrator', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const owner = person(uniqueEmail('owner'));
    await registerVerified(page, env.portal.url, owner);
    await createAccount(page, { type: 'Private Individual', name: 'Shared Workshop' });
    const accountId = await selectedAccountId(page);
    const second = { ...person(uniqueEmail('second')), first_name: 'Grace', last_name: 'Hopper' };
    await registerOther(second);
    await addMember(env.portal, { email: second.email, accountId, tenancy: 'ADMINISTRATOR' });

    await page.goto('/dashboard/update-account');
    await page.getByText(owner.email).waitFor();
    await page.getByRole('button', { name: 'Change primary contact' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Change Primary Contact').waitFor();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please select an admin').waitFor();
    await dialog.getByRole('combobox').click();
    await dialog.getByRole('combobox').fill('Grace');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('User Account Information Updated Successfully!').waitFor();
    await page.getByText(second.email).waitFor();
    expect(await page.getByText('Grace Hopper').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('shows a STANDARD member the standard menu and keeps the account form from them', async () => {
    const owner = { ...person(uniqueEmail('admin')), first_name: 'Ada' };
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await registerVerified(page, env.portal.url, owner);
    await createAccount(page, { type: 'Private Individual', name: 'Standard Shop' });
    const accountId = await selectedAccountId(page);
    await context.close();

    const member = { ...person(uniqueEmail('member')), first_name: 'Alan', last_name: 'Turing' };
    const device = await newDevice(env.browser, env.portal.url);
    await registerVerified(device.page, env.portal.url, member);
    await addMember(env.portal, { email: member.email, accountId, tenancy: 'STANDARD' });
    await device.page.getByRole('button', { name: 'Logout' }).click();
    await signInForm(device.page, member.email, member.password);
    await device.page.getByText('Home: Standard Shop').waitFor();
    const entries = await menuEntries(device.page);
    expect(entries).toEqual(expect.arrayContaining(['Dashboard', 'Products', 'My Profile']));
    expect(entries).not.toContain('Manage Users');
    expect(entries).not.toContain('Account');
    await device.page.goto('/dashboard/update-account');
    await device.page.getByText('Only administrators can change this account.').waitFor();
    await device.context.close();
  });
});
