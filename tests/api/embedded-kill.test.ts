import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { seedDataDir } from '../support/saved-cluster';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { accountForm } from '../support/api-accounts';
import { codeIn, nextMail } from '../support/mailbox';
import { PASSWORD } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

/*
 * The embedded database (PGlite) when the server process is killed outright (SIGKILL: the OOM
 * killer, `kill -9`, a crashed container). PGlite runs PostgreSQL with fsync off and its Node file
 * system never flushes to the disk, but every commit writes its WAL through write() before the
 * answer goes out: the operating system holds it, and the next start replays it. So a write the
 * server acknowledged survives the process; nothing here (or anywhere) covers an operating-system
 * crash or a power cut, which PGlite does not survive reliably (README, "Running in production").
 *
 * Writes stream one after another (account creations: three rows in one transaction each), the
 * process is killed with one more on its way, restarted on the same DATA_DIR, and every
 * acknowledged account must be there, whole. Three rounds, killed at a different moment each time.
 */
describe('the embedded database when the server is killed mid-write', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-kill-'));
  seedDataDir(dataDir);
  let server: ServerProcess | null = null;
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across SIGKILL and restart', { timeout: 180_000 }, async () => {
    server = await startServerProcess(dataDir);
    const email = uniqueEmail('killed');
    const registered = await call(server, 'POST', 'auth/register', {
      first_name: 'Kay', last_name: 'Nine', email, password: PASSWORD, device_id: 'device-kill',
    });
    expect(registered.status).toBe(200);
    // A registration's session can only prove its address: the mailed code first.
    const code = Number(codeIn(await nextMail(server.origin, email)));
    const verified = await call(server, 'POST', 'auth/verify-email-otp', {
      otp: code, token: registered.body.otpToken, device_id: 'device-kill',
    }, String(registered.body.token));
    expect(verified.status).toBe(200);
    const token = String(verified.body.token);

    const acknowledged: number[] = [];
    for (const [round, writesBeforeKill, killAfterMs] of [[1, 6, 0], [2, 9, 3], [3, 12, 8]]) {
      for (let n = 0; n < writesBeforeKill; n += 1) {
        const created = await call(server, 'POST', 'account', accountForm({ account_name: `Round ${round} write ${n}` }), token);
        expect(created.status).toBe(201);
        acknowledged.push(Number(created.body.id));
      }
      // One more on its way: killed before, during or after its commit. Its answer never arrives,
      // so it is not counted either way.
      const unanswered = call(server, 'POST', 'account', accountForm({ account_name: `Round ${round} in flight` }), token);
      unanswered.catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      server.child.kill('SIGKILL');
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });

      server = await startServerProcess(dataDir);
      const me = await call(server, 'GET', 'auth', undefined, token);
      expect(me.status).toBe(200);
      const listed = (me.body.userAccounts as { id: number; account_name: string }[]).map((account) => account.id);
      expect(listed).toEqual(expect.arrayContaining(acknowledged));
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });

    // Whole, too: each account has its address and its administrator (one transaction wrote all three).
    const db = await openPglite(join(dataDir, 'db'));
    try {
      const accounts = await db.query<{ id: number; addresses: number; administrators: number }>(
        `select a.id,
                (select count(*)::int from account_addresses ad where ad.account_id = a.id) as addresses,
                (select count(*)::int from user_accounts ua where ua.account_id = a.id and ua.tenancy = 'ADMINISTRATOR') as administrators
         from accounts a order by a.id`,
      );
      expect(accounts.map((account) => account.id)).toEqual(expect.arrayContaining(acknowledged));
      expect(accounts.length - acknowledged.length).toBeLessThanOrEqual(3);
      expect(accounts.every((account) => account.addresses === 1 && account.administrators === 1)).toBe(true);
    } finally {
      await db.close();
    }
  });
});

async function call(server: ServerProcess, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.origin}/api/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
