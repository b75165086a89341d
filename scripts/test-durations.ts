import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/*
 * Writes tests/durations.json, the seconds each test file took, from a vitest JSON report
 * (CI writes one: VITEST_JSON_OUTPUT=report.json npm test). The test runner starts the longest
 * files first by it (tests/support/longest-first.ts).
 *   npm run test:durations -- report.json
 */

type Report = { testResults: { name: string; startTime: number; endTime: number }[] };

const reportPath = process.argv[2];
if (!reportPath) {
  console.error('usage: npm run test:durations -- <vitest JSON report>');
  process.exit(2);
}
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report;
const seconds = report.testResults
  .map((file) => [relative(process.cwd(), file.name), Math.round((file.endTime - file.startTime) / 1000)] as const)
  .sort((a, b) => b[1] - a[1]);
writeFileSync('tests/durations.json', `${JSON.stringify(Object.fromEntries(seconds), null, 2)}\n`);
console.log(`tests/durations.json: ${seconds.length} files`);
