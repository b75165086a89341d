import type { Page } from 'playwright-core';

export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/**
 * Shows the portal in `scheme`: the browser's preference, and Chakra's class and `color-scheme` on
 * <html> as the colour mode provider sets them (the native controls and scrollbars follow the
 * latter). A full load resets the class: call it again after one.
 */
export async function showColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((dark) => {
    const classes = document.documentElement.classList;
    classes.toggle('dark', dark);
    classes.toggle('light', !dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  }, scheme === 'dark');
}
