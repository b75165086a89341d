import { randomBytes } from 'node:crypto';

let counter = 0;

/**
 * A fresh address per call, for every suite: tests that share a database, a started portal or its
 * mailbox never see each other's users or mail. The random part keeps addresses apart across
 * processes and runs too (a counter alone restarts with each test file).
 */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}
