import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../../server/cli/admin';
import { secretFilePath } from '../../server/auth/jwt-secret';
import { startServer, type RunningServer } from '../../server/main';
import { createPostgresDatabase, TEST_DATABASE_URL, type TestDatabase } from '../support/api-db';
import { mailSecrets } from '../support/api-app';
import { PASSWORD } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

/*
 * Several API processes on one PostgreSQL, configured alike and without JWT_SECRET: each has its
 * own DATA_DIR, yet they accept each other's tokens and a logout on one is seen by all at once.
 * Real servers on real ports, in this process; a database of their own on the TEST_DATABASE_URL server.
 */
const skipped = TEST_DATABASE_URL ? '' : ' (skipped: set TEST_DATABASE_URL to a PostgreSQL server to run)';

describe.skipIf(!TEST_DATABASE_URL)(`two instances on one PostgreSQL${skipped}`, () => {
  let database: TestDatabase;
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-instance-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (extra: Record<string, string> = {}) => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const server = await startServer({
      PORT: '0', HOST: '127.0.0.1', DATA_DIR: tempDir(), STATIC_DIR: '/nonexistent-static-dir', DATABASE_URL: database.url, ...extra,
    });
    servers.push(server);
    return { ...server, base: `http://127.0.0.1:${server.port}/api/v1` };
  };

  let a: Awaited<ReturnType<typeof start>>;
  let b: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    database = await createPostgresDatabase();
    // Together, on an empty database: both migrate and generate a secret at the same moment.
    [a, b] = await Promise.all([start(), start()]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const call = async (base: string, method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${base}/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('accept each other\'s tokens, and both refuse one at once after a logout on either', async () => {
    const email = uniqueEmail('instances');
    const registered = await call(a.base, 'POST', 'auth/register', {
      first_name: 'Ines', last_name: 'Stance', email, password: PASSWORD, device_id: 'device-instances',
    });
    expect(registered.status).toBe(200);
    const fromA = String(registered.body.token);
    expect((await call(b.base, 'GET', 'auth', undefined, fromA)).status).toBe(200);

    // The code mailed by A, typed on B: B's session token, checked by A.
    const mails = (await (await fetch(`http://127.0.0.1:${a.port}/__dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
    const verified = await call(b.base, 'POST', 'auth/verify-email-otp', {
      otp: mailSecrets(mails[0].text).code, token: registered.body.otpToken, device_id: 'device-instances',
    });
    expect(verified.status).toBe(200);
    const fromB = String(verified.body.token);
    expect((await call(a.base, 'GET', 'auth', undefined, fromB)).status).toBe(200);

    expect((await call(a.base, 'POST', 'auth/logout', {}, fromA)).status).toBe(200);
    expect((await call(b.base, 'GET', 'auth', undefined, fromA)).status).toBe(401);
    // Only that session ended.
    expect((await call(a.base, 'GET', 'auth', undefined, fromB)).status).toBe(200);
    expect((await call(b.base, 'POST', 'auth/logout', {}, fromB)).status).toBe(200);
    expect((await call(a.base, 'GET', 'auth', undefined, fromB)).status).toBe(401);
  });

  it('keep one generated secret in the database and none in their DATA_DIRs', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expect((await client.query('select name from server_secrets')).rows).toEqual([{ name: 'jwt' }]);
    } finally {
      await client.end();
    }
    expect(dirs.some((dir) => existsSync(secretFilePath(dir)))).toBe(false);
  });

  it('accept a package link the admin command signed with the same database and no JWT_SECRET', async () => {
    const out: string[] = [];
    const code = await runAdmin(['package-link', '1'], { DATABASE_URL: database.url, DATA_DIR: tempDir(), PUBLIC_URL: 'http://portal.test' }, (line) => out.push(line), () => {});
    expect(code).toBe(0);
    const token = new URL(out[1]).searchParams.get('token');
    for (const server of [a, b]) {
      const info = await call(server.base, 'POST', 'package/info', { token });
      expect(info).toMatchObject({ status: 200, body: { id: 1, name: 'Starter' } });
    }
  });

  it('but one started with JWT_SECRET uses that one, and refuses the others\' tokens', async () => {
    const c = await start({ JWT_SECRET: 'an-operator-chosen-secret-'.padEnd(48, 'z') });
    const email = uniqueEmail('own-secret');
    const registered = await call(a.base, 'POST', 'auth/register', {
      first_name: 'Otto', last_name: 'Secret', email, password: PASSWORD, device_id: 'device-own-secret',
    });
    expect(registered.status).toBe(200);
    expect((await call(c.base, 'GET', 'auth', undefined, String(registered.body.token))).status).toBe(401);
  });
});
