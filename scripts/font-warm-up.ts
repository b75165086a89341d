import { paths } from '../src/routing/paths';

/*
 * The sizes and weights of text each first screen shows, laid out with its page while the scripts
 * download. A browser asks the system for each size and weight of a font the first time it lays
 * one out (on Linux a round trip to the browser process each, 1-5 ms here), and the first layout of
 * a screen waited for all of them in one task: Lighthouse's phone, at four times the CPU time, saw
 * the account form's and the dashboard's longest tasks there. Laid out with the page, before the
 * first paint, they are asked for while the network is the wait. Per page, only what its screen
 * shows: each one costs its round trip wherever it is asked. tests/e2e/bundle-budget.test.ts fails
 * when a measured screen shows one its page does not lay out first.
 */

/** Chakra's font-size and font-weight tokens, as the global stylesheet in index.html defines them. */
type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
type Weight = 'normal' | 'medium' | 'semibold' | 'bold';
export type Font = readonly [Size, Weight];

/** The frame around every signed-in screen: its text, the logo's name and the page's title. */
const FRAME: readonly Font[] = [['md', 'normal'], ['lg', 'bold'], ['2xl', 'semibold']];
/** Labels, tables and buttons at the default size. */
const CONTROLS: readonly Font[] = [['sm', 'normal'], ['sm', 'medium'], ['sm', 'semibold']];

/** The login page, which index.html serves (scripts/route-preloads.ts INDEX_SCREEN). */
export const INDEX_FONTS: readonly Font[] = [['md', 'normal'], ['lg', 'semibold'], ['xl', 'semibold'], ...CONTROLS];

/** Each route page's (scripts/route-preloads.ts PRELOADED_SCREENS). */
export const SCREEN_FONTS: Record<string, readonly Font[]> = {
  [paths.home]: [...FRAME, ['lg', 'semibold']],
  [paths.dashboard]: [...FRAME, ...CONTROLS, ['xs', 'semibold']],
  [paths.products]: [...FRAME, ...CONTROLS, ['xs', 'semibold']],
  [paths.manageUser]: [...FRAME, ...CONTROLS, ['xs', 'medium'], ['xs', 'semibold']],
  [paths.updateAccount]: [...FRAME, ...CONTROLS, ['xs', 'normal'], ['md', 'medium'], ['md', 'semibold']],
  [paths.profile]: [...FRAME, ...CONTROLS],
};

/** A route page's list; the build stops when a route page has none. */
export function screenFonts(path: string): readonly Font[] {
  const fonts = SCREEN_FONTS[path];
  if (!fonts) throw new Error(`scripts/font-warm-up.ts: no fonts listed for ${path}; update SCREEN_FONTS`);
  return fonts;
}

/** `html` with an unseen element that lays out a letter in each of `fonts`, first in its body. */
export function withFontWarmUp(html: string, fonts: readonly Font[]): string {
  if (!html.includes('<body>')) throw new Error('scripts/font-warm-up.ts: index.html has no <body>');
  const letters = fonts
    .map(([size, weight]) => `<span style="font-size:var(--chakra-font-sizes-${size});font-weight:var(--chakra-font-weights-${weight})">a</span>`)
    .join('');
  const hidden = 'position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;pointer-events:none';
  return html.replace('<body>', `<body>\n    <div data-font-warm-up aria-hidden="true" style="${hidden}">${letters}</div>`);
}
