import type { FeltPhoneResult } from './felt-phone';
import type { StartKind } from './felt-starts';
import type { TapName } from './felt-taps';
import { median } from './run-medians';

/**
 * The felt starts' and taps' rows of the bench's table: each figure the median of its runs with
 * their lowest and highest, against issue 51's budgets. A run that never showed it (null) makes
 * the figure a miss, said with how many runs did not show it.
 */
export type FeltBudgets = { savedMs: number; freshMs: number; coldFreshMs: number; unthrottledSavedMs: number; tapMs: number };

import type { Row } from './budgets';

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const millis = (value: number) => `${Math.round(value)} ms`;

/** The median and spread of `values` in `show`'s unit; the missing runs said, and a miss. */
export function summary(values: readonly (number | null)[], show: (value: number) => string, limit: number | null): { value: string; pass: boolean | null } {
  const shown = values.filter((value): value is number => value !== null);
  const missing = values.length - shown.length;
  if (shown.length === 0) return { value: `not shown in ${values.length} run(s)`, pass: limit === null ? null : false };
  const middle = median(shown);
  const spread = shown.length > 1 ? ` (${show(Math.min(...shown))}-${show(Math.max(...shown))})` : '';
  const note = missing ? `; not shown in ${missing} of ${values.length}` : '';
  return { value: `${show(middle)}${spread}${note}`, pass: limit === null ? null : missing === 0 && middle <= limit };
}

const START_NAMES: Record<StartKind, string> = {
  'installed-online': 'installed, online, CPU 4× + slow 4G',
  'installed-offline': 'installed, offline, CPU 4×',
  cold: 'cold (no service worker, no cache, session only), CPU 4× + slow 4G',
  'installed-online-unthrottled': 'installed, online, unthrottled (loopback)',
};

const TAP_NAMES: Record<TapName, string> = {
  invite: "tap 'Invite Members' (Manage Users, 390 px)",
  searchKey: 'a key in the member search (5,040 rows, 390 px)',
  menuMove: 'dashboard to Manage Users by the menu (1280 px)',
};

export function feltRows(felt: FeltPhoneResult, budgets: FeltBudgets): Row[] {
  const rows: Row[] = [];
  const row = (section: string, figure: string, values: (number | null)[], show: (value: number) => string, limit: number | null) => {
    const { value, pass } = summary(values, show, limit);
    rows.push({ section, figure, value, budget: limit === null ? '' : `<= ${show(limit)}`, pass });
  };
  for (const { screen, starts } of felt.screens) {
    let section = `felt: ${screen}`;
    const next = () => {
      const current = section;
      section = '';
      return current;
    };
    const saved = (kind: StartKind) => starts[kind].map((start) => start.saved);
    const fresh = (kind: StartKind) => starts[kind].map((start) => start.fresh);
    row(next(), `${START_NAMES['installed-online']}: saved data on screen (median of ${felt.runs})`, saved('installed-online'), seconds, budgets.savedMs);
    row(next(), `${START_NAMES['installed-online']}: fresh data drawn`, fresh('installed-online'), seconds, budgets.freshMs);
    row(next(), `${START_NAMES['installed-offline']}: saved data on screen`, saved('installed-offline'), seconds, budgets.savedMs);
    row(next(), `${START_NAMES.cold}: data drawn`, fresh('cold'), seconds, budgets.coldFreshMs);
    row(next(), `${START_NAMES['installed-online-unthrottled']}: saved data on screen`, saved('installed-online-unthrottled'), millis, budgets.unthrottledSavedMs);
    row(next(), `${START_NAMES['installed-online-unthrottled']}: fresh data drawn`, fresh('installed-online-unthrottled'), millis, null);
    row(next(), 'its shortest API call as the page timed it, installed online (slow 4G adds 562.5 ms)', starts['installed-online'].map((start) => start.apiMs), millis, null);
  }
  let section = 'felt: taps at CPU 4×';
  for (const [name, times] of Object.entries(felt.taps) as [TapName, typeof felt.taps[TapName]][]) {
    row(section, `${TAP_NAMES[name]}: INP-style, input to the next frame (Event Timing)`, times.map((tap) => tap.inpMs), millis, budgets.tapMs);
    section = '';
    row(section, '  the same, input to its result on screen', times.map((tap) => tap.shownMs), millis, null);
  }
  return rows;
}
