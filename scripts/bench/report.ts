import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { ApiFigures } from './api';
import { budgetRows, unansweredNotes, type Results } from './budgets';
import type { StreamStats } from './load';
import { renderMarkdown, renderTable } from './table';

/**
 * Prints the one table with what it needs to be read (the machine's load beside it: the figures
 * depend on what else the machine is doing), then writes every figure as JSON for the README.
 * Returns whether every budget holds.
 */
export type RunInfo = {
  startedAt: number; jsonPath: string; loadAtStart: number[];
  /** The standard account's size; null with --only directory, whose sizes are in their rows. */
  data: { members: number; pendingInvitations: number; rows: number } | null;
};

const loads = (values: number[]) => values.map((load) => load.toFixed(1)).join(' ');

/** The JSON keeps every figure but the raw latencies (thousands of numbers). */
const withoutLatencies = (stats: StreamStats) => ({ ...stats, latenciesMs: undefined });
const apiJson = (figures: ApiFigures | null) => figures && {
  signIn: withoutLatencies(figures.signIn),
  lists: withoutLatencies(figures.lists),
  perList: Object.fromEntries(Object.entries(figures.perList).map(([name, stats]) => [name, withoutLatencies(stats)])),
  activity: withoutLatencies(figures.activity),
  alone: figures.alone,
};

export function report(results: Results, run: RunInfo): boolean {
  const rows = budgetRows(results);
  const failed = rows.filter((row) => row.pass === false);
  const table = renderTable(rows);
  const benchmarkIndex = results.routes.map(({ lighthouse }) => Math.round(lighthouse.benchmarkIndex)).join(', ') || 'not run';

  console.log(`\nmachine: ${availableParallelism()} cores, load average ${loads(run.loadAtStart)} at the start, ${loads(loadavg())} at the end; ` +
    `Lighthouse benchmarkIndex ${benchmarkIndex}`);
  if (run.data) {
    console.log(`data: ${run.data.members.toLocaleString('en-GB')} members and ${run.data.pendingInvitations} pending invitations in one account ` +
      `(${run.data.rows} rows), subscribed to the Business package\n`);
  }
  console.log(table);
  const mismatched = results.routes.flatMap(({ bytes }) =>
    bytes.scripts.filter((script) => !script.matchesDist).map((script) => `${bytes.route}: ${script.path}`));
  if (mismatched.length) console.log(`\nnote: these scripts' sizes differ from their file in dist/: ${mismatched.join(', ')}`);
  for (const { lighthouse } of results.routes) for (const warning of lighthouse.warnings) console.log(`note: Lighthouse on ${lighthouse.route}: ${warning}`);
  for (const note of unansweredNotes(results)) console.log(`note: unanswered, ${note}`);
  console.log(`\n${failed.length === 0 ? 'every budget holds' : `${failed.length} budget(s) FAIL`}`);

  writeFileSync(run.jsonPath, JSON.stringify({
    date: new Date(run.startedAt).toISOString(),
    seconds: Math.round((Date.now() - run.startedAt) / 1000),
    machine: { cores: availableParallelism(), loadAverageStart: run.loadAtStart, loadAverageEnd: loadavg() },
    data: run.data,
    routes: results.routes.map(({ route, bytes, lighthouse }) => ({
      name: route.name, path: route.path, jsBytes: bytes.bytes, entryJsBytes: bytes.entryBytes, scripts: bytes.scripts, lighthouse,
    })),
    search: results.search,
    felt: results.felt,
    feltPhone: results.feltPhone,
    directory: results.directory,
    api: results.api.map((entry) => ({ database: entry.database, skipped: entry.skipped, figures: apiJson(entry.figures) })),
    budgets: rows,
    pass: failed.length === 0,
    table,
    tableMarkdown: renderMarkdown(rows),
  }, null, 2));
  return failed.length === 0;
}
