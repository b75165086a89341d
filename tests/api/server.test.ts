import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../server/main';
import { createPostgresDatabase, dbKinds } from '../support/api-db';
import { mailSecrets } from '../support/api-app';

describe.each(dbKinds)('startServer (%s)', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-server-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('listens on a free port, migrates, serves the API and closes cleanly', async () => {
    const database = kind === 'postgres' ? await createPostgresDatabase() : null;
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)));
    try {
      const server = await startServer({
        PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-build'),
        ...(database ? { DATABASE_URL: database.url } : {}),
      });
      try {
        expect(server.port).toBeGreaterThan(0);
        expect(server.url).toBe(`http://localhost:${server.port}`);
        expect(printed).toContain(`Portal running at ${server.url} (port ${server.port})`);
        expect(printed).toContain(
          `Mail: not sent; printed here and kept in the dev mailbox at http://127.0.0.1:${server.port}/__dev/mail, for clients on this machine only`,
        );
        expect(printed).toContain(
          kind === 'postgres'
            ? 'JWT secret: generated once, kept in the database (every instance on it shares it)'
            : `JWT secret: generated once, kept in ${join(dataDir, 'jwt-secret')}`,
        );

        const base = `http://127.0.0.1:${server.port}`;
        expect(await (await fetch(`${base}/api/v1/health`)).json()).toEqual({ status: 'ok' });

        // Mail links carry the real port.
        const email = 'server-test@example.com';
        const registered = await fetch(`${base}/api/v1/auth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ first_name: 'Sam', last_name: 'Server', email, password: 'long enough', device_id: 'device-server' }),
        });
        expect(registered.status).toBe(200);
        const [mail] = (await (await fetch(`${base}/__dev/mail.json?to=${email}`)).json()) as { text: string }[];
        const { linkToken } = mailSecrets(mail.text);
        expect(mail.text).toContain(`${server.url}/auth/verify-email?token=${linkToken}`);
      } finally {
        await server.close();
      }
      await expect(fetch(`${server.url}/api/v1/health`)).rejects.toThrow();
    } finally {
      log.mockRestore();
      await database?.drop();
    }
  });
});
