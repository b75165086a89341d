import { describe, expect, it, vi } from 'vitest';
import { is } from 'superstruct';
import { ErrorBody, HealthResponse } from '../../src/api/contract';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { runMigrations } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { openPglite } from '../../server/db/pglite';
import { OutboxMailer } from '../../server/mail/outbox';
import { dbKinds, useApiApp } from '../support/api-app';
import { savedCluster } from '../support/saved-cluster';

describe.each(dbKinds)('platform (%s)', (kind) => {
  const api = useApiApp(kind);

  it('answers health once migrations ran', async () => {
    const response = await api.get('health');
    expect(response.status).toBe(200);
    expect(is(response.body, HealthResponse)).toBe(true);
  });

  it('records each migration once and applies nothing twice', async () => {
    expect(await runMigrations(api.db)).toEqual([]);
    const rows = await api.db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(rows.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
  });

  it('answers unknown /api paths and wrong methods with a JSON 404', async () => {
    for (const response of [await api.get('nothing-here'), await api.get('auth/login'), await api.get('/api/v2/auth')]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found' });
    }
  });

  it('sends security headers and no-store on the API', async () => {
    const { headers } = await api.get('health');
    expect(headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(headers.get('content-security-policy')).toContain("img-src 'self' data:");
    expect(headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
    expect(headers.get('content-security-policy')).toContain("frame-src 'self'");
    expect(headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a body that is not JSON, or not an object, with a 400 ErrorBody', async () => {
    for (const body of ['{not json', '[1,2]', '"text"', 'null']) {
      const response = await api.post('auth/login', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'The request body must be a JSON object.' });
    }
  });

  it('refuses a huge body with 413 before reading it all', async () => {
    const response = await api.post('auth/login', { email: 'a@example.com', password: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
    expect(is(response.body, ErrorBody)).toBe(true);
  });
});

describe('unexpected errors', () => {
  it('answer 500 "Something went wrong" and are logged', async () => {
    const db = await openPglite(undefined, await savedCluster());
    await runMigrations(db);
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), STATIC_DIR: '/nonexistent' });
    const app = createApp({ config, db, mailer: new OutboxMailer(db, { log: () => {} }) });
    await db.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await app.request('/api/v1/health');
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Something went wrong' });
      expect(logged).toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
