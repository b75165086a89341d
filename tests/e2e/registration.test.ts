import { describe, expect, it } from 'vitest';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { codeIn, linkIn, nextMail } from '../support/mailbox';
import { expectShownOnce } from '../support/shown-once';
import { uniqueEmail } from '../support/unique-email';
import { enterCode, expectLanding, fill, person, register, storedToken } from '../support/journeys';

const env = useE2E();

describe('registration', () => {
  it('registers, reads the code from the dev mailbox, verifies and lands on the account page', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('register'));
    await register(page, who);
    await page.getByText('Verify Email', { exact: false }).first().waitFor();
    await enterCode(page, env.portal.url, who.email, 'Verify Email');
    await expectLanding(page);
    await page.getByRole('heading', { name: 'Add package to your account' }).waitFor();
    expect((await storedToken(page)).local).toBeTruthy();
    await context.close();
  });

  it('verifies the e-mail through the magic link instead of the code', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('magic'));
    await register(page, who);
    const link = linkIn(await nextMail(env.portal.url, who.email), '/auth/verify-email');
    await page.goto(link);
    await expectLanding(page);
    await context.close();
  });

  it('says a wrong code once, under the code field, and keeps it typed', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('wrongcode'));
    await register(page, who);
    const mailed = codeIn(await nextMail(env.portal.url, who.email));
    // Another six-digit code than the one mailed.
    const wrong = mailed === '123456' ? '654321' : '123456';
    await page.locator('input[name="otp"]').fill(wrong);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expectShownOnce(page, 'The code is invalid or has expired.');
    expect(await page.locator('input[name="otp"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('form', { name: 'Verify Email' }).getByRole('alert').count()).toBe(0);
    expect(await page.locator('input[name="otp"]').inputValue()).toBe(wrong);
    await context.close();
  });

  it("counts down 'Send a new code' from the code just mailed, instead of offering what the server would refuse", async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('countdown'));
    await register(page, who);
    // One mail a minute to an address: registration just sent one.
    const resend = page.getByRole('button', { name: /^Send a new code in \d:\d\d$/ });
    await resend.waitFor();
    expect(await resend.isDisabled()).toBe(true);
    const seconds = async () => {
      const [, minutes, rest] = /in (\d):(\d\d)$/.exec(await resend.innerText()) ?? [];
      return Number(minutes) * 60 + Number(rest);
    };
    const first = await seconds();
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    await page.waitForTimeout(2100);
    expect(await seconds()).toBeLessThanOrEqual(first - 2);
    await context.close();
  });

  it('shows the rules of the form and keeps what was typed', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await page.goto('/auth/register');
    // The password rule is said before any refusal; tabbing past empty fields refuses nothing yet.
    await page.getByText('At least 8 characters.').waitFor();
    await page.locator('input[name="first_name"]').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.getByText('First Name is required').count()).toBe(0);
    await page.getByRole('button', { name: 'Create Profile' }).click();
    for (const message of ['First Name is required', 'Last Name is required', 'Email is required']) {
      await page.getByText(message).waitFor();
    }
    await fill(page, { first_name: 'Grace', last_name: 'Hopper', email: 'not-an-email', password: 'short' });
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await page.getByText('Invalid email format').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    expect(await page.locator('input[name="first_name"]').inputValue()).toBe('Grace');
    await context.close();
  });

  it('refuses a second profile with the same e-mail and keeps the form', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    const who = person(uniqueEmail('twice'));
    await register(page, who);
    const second = await newDevice(env.browser, env.portal.url);
    await second.page.goto('/auth/register');
    await fill(second.page, { first_name: 'Other', last_name: 'Person', email: who.email, password: 'another password' });
    await second.page.getByRole('button', { name: 'Create Profile' }).click();
    await second.page.getByText('A user profile with this email already exists.').first().waitFor();
    expect(await second.page.locator('input[name="first_name"]').inputValue()).toBe('Other');
    await second.context.close();
    await context.close();
  });
});
