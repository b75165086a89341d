import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { uniqueEmail } from '../support/unique-email';
import { enterCode, person, signInForm } from '../support/journeys';
import { mailsTo } from '../support/mailbox';
import { createAccount } from '../support/account-steps';
import { deviceOf, invitationLink, inviteMembers, mailCount, openManageUsers } from '../support/member-steps';
import { subscribeAccount } from '../support/subscribe-steps';

const env = useE2E();

const WRONG_REFERRER = 'Wrong referrer!, please lunch your product from dashboard.';

/** Presses the row's Launch and answers the product's tab once it shows the demo product's page. */
async function launch(page: Page, app: string): Promise<Page> {
  const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: `Launch ${app}` }).click()]);
  await tab.waitForURL((url) => url.pathname === `/__demo/${app.toLowerCase()}` && url.searchParams.has('launch_token'));
  return tab;
}

describe('the launcher', () => {
  it('launches an app with a one-time token the product greets by name; a blocked app is neither listed nor launchable', async () => {
    const owner = { ...person(uniqueEmail('launcher')), first_name: 'Olivia' };
    const admin = await deviceOf(env, owner);
    await createAccount(admin.page, { type: 'Private Individual', name: 'Launch Co' });
    await subscribeAccount(env, admin.page);

    // The owner launches Insights: a new tab on the demo product, which redeemed the token server-side.
    const insights = await launch(admin.page, 'Insights');
    await insights.getByText('Hello, Olivia!').waitFor();
    await insights.getByText('You are signed in to Launch Co.').waitFor();
    // The token was single use: the same address again is refused.
    await insights.reload();
    await insights.getByText(/invalid, already used or expired/).waitFor();
    await insights.close();

    // A STANDARD member allowed Insights only: Ledger and Roster are blocked for them.
    const memberEmail = uniqueEmail('blocked');
    const member = await deviceOf(env, { ...person(memberEmail), first_name: 'Grace', last_name: 'Hopper' });
    const seen = await mailCount(env.portal.url, memberEmail);
    await openManageUsers(admin.page);
    await inviteMembers(admin.page, memberEmail, 'Standard', ['Insights']);
    await member.page.goto(await invitationLink(env.portal.url, memberEmail, seen));
    await member.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await member.page.getByText('Home: Launch Co').waitFor();
    await member.page.getByRole('button', { name: 'Launch Insights' }).waitFor();
    expect(await member.page.getByRole('button', { name: 'Launch Ledger' }).count()).toBe(0);
    const memberInsights = await launch(member.page, 'Insights');
    await memberInsights.getByText('Hello, Grace!').waitFor();
    await memberInsights.close();

    // Sent to the launcher for a blocked app, the member gets the wrong-referrer message and a way home.
    await member.page.goto('/redirect?referrer=ledger');
    await member.page.getByText(WRONG_REFERRER).waitFor();
    expect(member.page.url()).toContain('/redirect');
    await member.page.getByRole('button', { name: 'Go Back To Home' }).click();
    await member.page.getByText('Home: Launch Co').waitFor();

    // With a right referrer the launcher finds the app and goes there in the same tab.
    await member.page.goto('/redirect?referrer=insights');
    await member.page.waitForURL((url) => url.pathname === '/__demo/insights');
    await member.page.getByText('Hello, Grace!').waitFor();
    await admin.context.close();
    await member.context.close();
  });

  it('a product sends a user to sign in with token and referrer: exchanged at once, or refused and continued after sign-in', async () => {
    const owner = { ...person(uniqueEmail('returning')), first_name: 'Rosa' };
    const first = await deviceOf(env, owner);
    await createAccount(first.page, { type: 'Private Individual', name: 'Return Co' });
    await subscribeAccount(env, first.page);
    // The account token a product of the suite would hold for this user (GET auth hands it out).
    const [answer] = await Promise.all([
      first.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/auth' && response.request().method() === 'GET'),
      first.page.reload(),
    ]);
    const { userAccounts } = (await answer.json()) as { userAccounts: { user_account_token: string }[] };
    const accountToken = userAccounts[0].user_account_token;

    // On another device, signed out, the link is exchanged for the product's address straight away.
    const device = await newDevice(env.browser, env.portal.url);
    await device.page.goto(`/auth/login?token=${encodeURIComponent(accountToken)}&referrer=ledger`);
    await device.page.waitForURL((url) => url.pathname === '/__demo/ledger');
    await device.page.getByText('Hello, Rosa!').waitFor();
    // The token never stays in the portal's history: Back does not find it.
    await device.page.goBack();
    await device.page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(device.page.url()).searchParams.has('token')).toBe(false);
    await first.context.close();

    // A token the portal does not accept: the reason above the form, and the referrer kept.
    await device.page.goto('/auth/login?token=not-a-portal-token-at-all&referrer=roster');
    await device.page.getByRole('alert').waitFor();
    await device.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(new URL(device.page.url()).searchParams.has('token')).toBe(false);
    const seen = (await mailsTo(env.portal.url, owner.email)).length;
    await signInForm(device.page, owner.email, owner.password);
    // A new device: the identity code first, then the account is chosen and the launcher takes over.
    await device.page.waitForURL(/\/auth\/verify-identity-otp\?token=/);
    await enterCode(device.page, env.portal.url, owner.email, 'Verify Identity', seen);
    await device.page.waitForURL((url) => url.pathname === '/__demo/roster');
    await device.page.getByText('Hello, Rosa!').waitFor();
    await device.context.close();
  });
});
