import type { Row } from './budgets';
import type { DirectoryLoad } from './directory-load';
import type { DirectoryStarts } from './directory';
import { summary } from './felt-rows';
import type { SearchResult } from './search';

/**
 * Issue 52's budgets for an account the size of a directory, and the rows of the bench's table.
 * The starts' figures are medians of their runs (felt-rows.ts' summary); the health checks' the
 * p99 of every check sent during the directory's writes.
 */
export const DIRECTORY_BUDGETS = {
  /** Installed, offline, CPU 4×: navigation to the first member row from the saved list. */
  savedMs: 1000,
  /** Installed, online, CPU 4× + slow 4G: navigation to the fresh list drawn. */
  freshMs: 3000,
  /** A health check's answer while the list is rebuilt and the directory writes ten users a second. */
  healthP99Ms: 50,
  searchMedianMs: 50,
  searchP95Ms: 100,
  /** The longest main-thread task after the first row showed. */
  longestTaskMs: 50,
  /** The members call's bytes on the wire with one row changed since the saved list. */
  oneChangeBytes: 10_000,
} as const;

export type DirectoryResult = {
  members: number; rows: number; seedSeconds: number; runs: number;
  starts: DirectoryStarts | { error: string };
  search: SearchResult | { error: string };
  load: DirectoryLoad | { error: string };
};

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const millis = (value: number) => `${Math.round(value)} ms`;
const kb = (value: number) => `${(value / 1000).toFixed(1)} KB`;
const failed = (part: { error: string }): { value: string; pass: false } => ({ value: `failed: ${part.error}`, pass: false });

export function directoryRows(result: DirectoryResult): Row[] {
  const section = `Manage Users, ${result.rows.toLocaleString('en-GB')} rows (seeded in ${result.seedSeconds.toFixed(0)} s)`;
  const rows: Row[] = [];
  const add = (figure: string, cell: { value: string; pass: boolean | null }, budget: string) =>
    rows.push({ section: rows.length === 0 ? section : '', figure, value: cell.value, budget, pass: cell.pass });
  const { starts, search, load } = result;
  if ('error' in starts) add('the starts', failed(starts), '');
  else {
    add(`installed, offline, CPU 4×: first row from the saved list (median of ${result.runs})`,
      summary(starts.offline.map((run) => run.firstRowMs), seconds, DIRECTORY_BUDGETS.savedMs), `<= ${seconds(DIRECTORY_BUDGETS.savedMs)}`);
    const allRows = starts.offline.map((run) => run.allRowsMs);
    add('the same: the pager counts every saved row', summary(allRows, seconds, null), 'every run');
    rows[rows.length - 1].pass = allRows.every((value) => value !== null);
    add('installed, online, CPU 4× + slow 4G: the fresh list drawn (one address invited since)',
      summary(starts.online.map((run) => run.fresh), seconds, DIRECTORY_BUDGETS.freshMs), `<= ${seconds(DIRECTORY_BUDGETS.freshMs)}`);
    add('the same: the members call on the wire', summary(starts.online.map((run) => run.listBytes), kb, DIRECTORY_BUDGETS.oneChangeBytes),
      `< ${kb(DIRECTORY_BUDGETS.oneChangeBytes)}`);
    add('the same: the longest main-thread task after the first row', summary(starts.online.map((run) => run.longestTaskMs), millis, DIRECTORY_BUDGETS.longestTaskMs),
      `<= ${millis(DIRECTORY_BUDGETS.longestTaskMs)}`);
  }
  if ('error' in search) add('member search', failed(search), '');
  else {
    add(`member search, key to rows: median (${search.keystrokes} keys, unthrottled)`, { value: millis(search.medianMs), pass: search.medianMs <= DIRECTORY_BUDGETS.searchMedianMs },
      `<= ${millis(DIRECTORY_BUDGETS.searchMedianMs)}`);
    add('member search: p95', { value: millis(search.p95Ms), pass: search.p95Ms <= DIRECTORY_BUDGETS.searchP95Ms }, `<= ${millis(DIRECTORY_BUDGETS.searchP95Ms)}`);
  }
  if ('error' in load) add('health while the directory writes', failed(load), '');
  else {
    add(`a health check while the directory writes ${load.writes} users in ${load.seconds} s (${load.failedWrites} refused) and the list is asked ${load.listCalls} times: p99 of ${load.healthChecks}`,
      { value: `${millis(load.healthP99Ms)} (median ${millis(load.healthP50Ms)}, max ${millis(load.healthMaxMs)})`, pass: load.healthP99Ms <= DIRECTORY_BUDGETS.healthP99Ms && load.failedWrites === 0 },
      `<= ${millis(DIRECTORY_BUDGETS.healthP99Ms)}`);
  }
  return rows;
}
