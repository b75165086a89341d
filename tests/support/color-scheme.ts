import type { Page } from 'playwright-core';

export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/**
 * Sets the device's preference to `scheme` and waits for the portal to follow it, as it does for a
 * device that has not chosen a mode on My Profile: the class on <html> that Chakra's dark tokens
 * look for, set by index.html's script on a load and by the colour mode provider on a change.
 */
export async function showColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => document.documentElement.classList.contains(wanted), scheme, { timeout: 5_000 });
}

/**
 * What a colour mode changes, of what axe checks: the rest (names, roles, structure) is the same
 * in both modes and audited once, in light.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;
