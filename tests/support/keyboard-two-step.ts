import type { Page } from 'playwright-core';
import { followMenuLink } from './keyboard-steps';
import { PERSON_PASSWORD } from './journeys';
import { tabTo } from './keyboard';
import { appCode, setupKeyIn } from './two-step-steps';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * Security, by keyboard: the password, then the authenticator app set up from the key the dialog shows, its first
 * code typed, then the recovery codes acknowledged; the focus stays in each dialog.
 */
export async function authenticatorAppByKeyboard(page: Page, narrow: boolean): Promise<void> {
  // Security is among the menu's last entries, further from the page than the others.
  await followMenuLink(page, narrow, 'Security', 'Security', 20);
  await tabTo(page, button(page, 'Set up authenticator app'));
  await page.keyboard.press('Enter');
  const setup = page.getByRole('dialog');
  // The password first: a new way to sign in is a change of credential.
  await tabTo(page, setup.locator('input[name="password"]'));
  await page.keyboard.type(PERSON_PASSWORD);
  await tabTo(page, setup.getByRole('button', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');
  const key = await setupKeyIn(setup);
  await tabTo(page, setup.locator('input[name="otp"]'));
  await page.keyboard.type(appCode(key));
  await tabTo(page, setup.getByRole('button', { name: 'Turn on', exact: true }));
  await page.keyboard.press('Enter');
  const codes = page.getByRole('dialog', { name: 'Recovery codes' });
  await codes.waitFor();
  await tabTo(page, codes.getByRole('button', { name: 'I have saved them', exact: true }));
  await page.keyboard.press('Enter');
  await codes.waitFor({ state: 'detached' });
  await page.getByText('On', { exact: true }).first().waitFor();
}
