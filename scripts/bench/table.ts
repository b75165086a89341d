import type { Row } from './budgets';

/** The one table, in plain columns (and a Markdown version of it for the README). */
const HEADERS = ['', 'figure', 'value', 'budget', 'result'];

const cells = (row: Row): string[] => [row.section, row.figure, row.value, row.budget, row.pass === null ? '' : row.pass ? 'pass' : 'FAIL'];

export function renderTable(rows: Row[]): string {
  const table = [HEADERS, ...rows.map(cells)];
  const widths = HEADERS.map((_, column) => Math.max(...table.map((line) => line[column].length)));
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column])).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(HEADERS), rule, ...table.slice(1).map(line)].join('\n');
}

export function renderMarkdown(rows: Row[]): string {
  const escape = (value: string) => value.replace(/\|/g, '\\|');
  return [
    `| ${HEADERS.map(escape).join(' | ')} |`,
    `|${HEADERS.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${cells(row).map(escape).join(' | ')} |`),
  ].join('\n');
}
