import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { codeIn, mailsTo, nextMail } from './mailbox';

/** Steps a person takes, shared by the journeys. Elements are found by name, role and text. */
export type Person = { first_name: string; last_name: string; email: string; password: string };

/** The password every journey's person signs up with, unless it says otherwise. */
export const PERSON_PASSWORD = 'correct horse battery';

export function person(email: string, password = PERSON_PASSWORD): Person {
  return { first_name: 'Ada', last_name: 'Lovelace', email, password };
}

export async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await page.locator(`input[name="${name}"]`).fill(value);
}

/** Registers through the form and waits for the e-mail code page. */
export async function register(page: Page, who: Person): Promise<void> {
  await page.goto('/auth/register');
  await fill(page, { first_name: who.first_name, last_name: who.last_name, email: who.email, password: who.password });
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await page.waitForURL(/\/auth\/verify-email-otp\?token=/);
}

/** Types the newest code sent to `email` into the OTP field and presses `button`. */
export async function enterCode(page: Page, baseUrl: string, email: string, button: string, seen = 0): Promise<void> {
  const mail = await nextMail(baseUrl, email, seen);
  await page.locator('input[name="otp"]').fill(codeIn(mail));
  await page.getByRole('button', { name: button }).click();
}

export async function signInForm(page: Page, email: string, password: string, keepSignedIn = true): Promise<void> {
  await page.goto('/auth/login');
  await fill(page, { email, password });
  const remember = page.getByRole('checkbox', { name: 'Keep me signed in' });
  // A person clicks the label; Chakra draws its own box over the native input.
  if ((await remember.isChecked()) !== keepSignedIn) await page.getByText('Keep me signed in').click();
  expect(await remember.isChecked()).toBe(keepSignedIn);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The landing page of a user with no account yet. */
export async function expectLanding(page: Page): Promise<void> {
  await page.getByText('There is no account linked to your user profile.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
}

/** Registers and verifies by code: a signed-in, verified user on this browser. */
export async function registerVerified(page: Page, baseUrl: string, who: Person): Promise<void> {
  const before = (await mailsTo(baseUrl, who.email)).length;
  await register(page, who);
  await enterCode(page, baseUrl, who.email, 'Verify Email', before);
  await expectLanding(page);
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/auth\/login/);
}

export function storedToken(page: Page): Promise<{ local: string | null; session: string | null }> {
  return page.evaluate(() => ({
    local: localStorage.getItem('portal_accessToken'),
    session: sessionStorage.getItem('portal_accessToken'),
  }));
}
