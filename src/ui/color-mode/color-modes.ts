/**
 * The colour modes a device can choose in My Profile ('system' follows the device's
 * `prefers-color-scheme`), where the choice is kept, and each mode's browser chrome colour.
 * index.html's pre-paint script reads the same key and colours before the portal's script runs;
 * tests/unit/pre-paint-script.test.ts holds the two together.
 */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** Per device, not per user: the choice outlives a sign-out, as the device's own setting does. */
export const COLOR_MODE_STORAGE_KEY = 'portal_color_mode';

/** `theme-color`: the brand's navy over a light page; the top bar's own panel colour in the dark. */
export const THEME_COLORS = { light: '#1a365d', dark: '#111111' } as const;

export const isColorMode = (value: unknown): value is ColorMode => COLOR_MODES.includes(value as ColorMode);
