import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { person, registerVerified } from '../support/journeys';
import { createAccount } from '../support/account-steps';
import { subscribeAccount } from '../support/subscribe-steps';
import { inviteMembers, memberRow, openManageUsers } from '../support/member-steps';
import { uniqueEmail } from '../support/unique-email';

/**
 * The screens people use most are drawn by Chakra's components, as the portal was commissioned:
 * each carries the class its recipe gives it (`chakra-button`, `chakra-input`, `chakra-table__root`...),
 * and its look comes from the theme's tokens.
 */
const env = useE2E();

const classOf = (locator: Locator) => locator.evaluate((element) => element.className);

describe('Chakra draws the portal', () => {
  it('login, the dashboard apps table, the menu, and Manage Users table and buttons', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url, { width: 1280, height: 800 });
    await page.goto('/auth/login');
    expect(await classOf(page.getByRole('button', { name: 'Sign in' }))).toContain('chakra-button');
    expect(await classOf(page.getByLabel('Email'))).toContain('chakra-input');
    expect(await classOf(page.getByLabel('Password', { exact: true }))).toContain('chakra-input');
    // The checkbox is the browser's input over Chakra's Checkmark, drawn by the theme's checkmark
    // recipe in the blue palette (src/ui/form/CheckboxChoice.tsx).
    const drawn = await page.getByRole('checkbox', { name: 'Keep me signed in' }).locator('xpath=following-sibling::*[1]').evaluate((element) => ({
      tag: element.tagName.toLowerCase(),
      state: element.getAttribute('data-state'),
      background: getComputedStyle(element).backgroundColor,
      blue: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-blue-solid').trim(),
    }));
    expect(drawn).toMatchObject({ tag: 'svg', state: 'checked' });
    expect(drawn.blue).not.toBe('');
    expect(drawn.background).not.toBe('rgba(0, 0, 0, 0)');
    const submitColour = await page.getByRole('button', { name: 'Sign in' }).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(submitColour).not.toBe('rgba(0, 0, 0, 0)');

    await registerVerified(page, env.portal.url, person(uniqueEmail('chakra')));
    await createAccount(page, { type: 'Private Individual', name: 'Chakra Drawn' });
    await subscribeAccount(env, page);
    await page.goto('/dashboard');
    const apps = page.getByRole('table');
    await apps.waitFor();
    expect(await classOf(apps)).toContain('chakra-table__root');
    const menuLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage Users' });
    expect(await classOf(menuLink)).toContain('chakra-link');

    await openManageUsers(page);
    await inviteMembers(page, 'chakra.invitee@example.com');
    const row = memberRow(page, 'chakra.invitee@example.com');
    await row.waitFor();
    expect(await classOf(page.getByRole('table'))).toContain('chakra-table__root');
    expect(await classOf(page.getByRole('button', { name: 'Invite Members' }))).toContain('chakra-button');
    expect(await classOf(row.getByRole('button').first())).toContain('chakra-button');
    await context.close();
  });
});
