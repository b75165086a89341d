import type { BrowserContext, Locator, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { PERSON_PASSWORD } from './journeys';

/** Steps with passkeys and the authenticator app, as a person takes them. */

/**
 * A platform authenticator that holds discoverable passkeys and verifies its user, as a phone or a
 * laptop with a fingerprint reader does (Chromium's DevTools WebAuthn domain).
 */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true,
      isUserVerified: true, automaticPresenceSimulation: true,
    },
  });
}

export async function openSecurity(page: Page): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: 'Security' }).click();
  await page.getByRole('heading', { name: 'Security', exact: true }).waitFor();
}

/** The code an authenticator app shows at `at` for the setup key it was given. */
export function appCode(setupKey: string, at = Date.now()): string {
  const totp = new TOTP({ secret: Secret.fromBase32(setupKey.replace(/\s/g, '')), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: at });
}

/** The text of the element labelled 'Setup key', whether it is a field or a piece of text. */
export async function setupKeyIn(scope: Locator): Promise<string> {
  const key = scope.getByLabel('Setup key');
  await key.waitFor();
  const isField = await key.evaluate((element) => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement);
  return (isField ? await key.inputValue() : (await key.textContent()) ?? '').trim();
}

/** The recovery codes the dialog shows once, each as the user would copy it. */
export async function recoveryCodesIn(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Recovery codes' });
  await dialog.waitFor();
  const codes = (await dialog.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await dialog.getByRole('button', { name: 'I have saved them' }).click();
  await dialog.waitFor({ state: 'detached' });
  return codes;
}

/** The password a Security dialog asks before a change of how the user signs in, and 'Continue'. */
export async function confirmPasswordIn(dialog: Locator, password = PERSON_PASSWORD): Promise<void> {
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** On Security: 'Add a passkey', the password, and the browser's prompt (a virtual authenticator answers it). */
export async function addPasskey(page: Page, password = PERSON_PASSWORD): Promise<void> {
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await confirmPasswordIn(page.getByRole('dialog', { name: 'Add a passkey' }), password);
}

/** On Security: sets up the authenticator app with the code it shows now, and returns the setup key. */
export async function turnOnAuthenticatorApp(page: Page, password = PERSON_PASSWORD): Promise<string> {
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const dialog = page.getByRole('dialog');
  await confirmPasswordIn(dialog, password);
  const key = await setupKeyIn(dialog);
  await dialog.locator('input[name="otp"]').fill(appCode(key));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  return key;
}
