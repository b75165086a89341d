/*
 * npm run bench:timing: do sign-in and forgot-password take as long for an address without a
 * profile as for one with? Runs the app in-process (no socket) on an embedded database in a temp
 * directory, times 50 tries of each, interleaved, and prints the medians and their ratios.
 *
 * The abuse limits must not shape what is measured, and nothing is loosened for it:
 * - the app runs with TRUST_PROXY=1 and every try comes from its own X-Forwarded-For address, so no
 *   e-mail and address pair, and no address, sees more than one failed sign-in;
 * - every forgot-password try asks for a different address (50 registered users, 50 strangers), so
 *   each one takes the real path (a known address gets a challenge and a mail) rather than the
 *   one-mail-a-minute refusal.
 * The mail goes after the answer; each try waits for it (untimed) so it does not slow the next.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { runMigrations } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { AfterResponse } from '../server/http/after-response';
import { OutboxMailer } from '../server/mail/outbox';

const TRIES = 50;
const WARM_UP = 5;
const PASSWORD = 'correct horse battery';

const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const db = await openPglite(join(dir, 'db'));
try {
  await runMigrations(db);
  const config = loadConfig({
    DATA_DIR: dir, JWT_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: '1', PUBLIC_URL: 'http://localhost', STATIC_DIR: join(dir, 'none'),
  });
  const afterResponse = new AfterResponse();
  const app = createApp({ config, db, mailer: new OutboxMailer(db, { log: () => {} }), afterResponse });

  let addresses = 0;
  /** One call from a client address no other call used. */
  const post = async (path: string, body: object): Promise<number> => {
    addresses += 1;
    const from = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
    const started = performance.now();
    const response = await app.request(`/api/v1/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    await afterResponse.idle();
    return elapsed;
  };
  const stranger = (n: number) => `stranger.${n}.${randomBytes(3).toString('hex')}@example.com`;

  const known: string[] = [];
  for (let n = 0; n < WARM_UP + TRIES; n++) {
    const email = `known.${n}.${randomBytes(3).toString('hex')}@example.com`;
    await post('auth/register', { first_name: 'Bench', last_name: 'User', email, password: PASSWORD, device_id: `bench-${n}` });
    known.push(email);
  }

  /** Alternates known and unknown tries (after a few untimed ones), so drift hits both alike. */
  const measure = async (try1: (n: number) => Promise<number>, try2: (n: number) => Promise<number>) => {
    const times: [number[], number[]] = [[], []];
    for (let n = 0; n < WARM_UP + TRIES; n++) {
      const [a, b] = [await try1(n), await try2(n)];
      if (n >= WARM_UP) {
        times[0].push(a);
        times[1].push(b);
      }
    }
    return times.map(median) as [number, number];
  };

  const signIn = await measure(
    (n) => post('auth/login', { email: known[n], password: 'not the password', remember_me: true, device_id: `bench-${n}` }),
    (n) => post('auth/login', { email: stranger(n), password: 'not the password', remember_me: true, device_id: `bench-${n}` }),
  );
  const forgot = await measure(
    (n) => post('auth/forgot-password', { email: known[n] }),
    (n) => post('auth/forgot-password', { email: stranger(n) }),
  );

  console.log(`Median of ${TRIES} tries each (ms), in-process, embedded database:`);
  console.log(row('', 'known', 'unknown', 'unknown/known'));
  console.log(row('sign-in (wrong password)', ...figures(signIn)));
  console.log(row('forgot-password', ...figures(forgot)));
} finally {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function figures([known, unknown]: [number, number]): [string, string, string] {
  return [known.toFixed(2), unknown.toFixed(2), (unknown / known).toFixed(2)];
}

function row(...cells: string[]): string {
  return cells.map((cell, index) => (index === 0 ? cell.padEnd(26) : cell.padStart(14))).join('');
}
