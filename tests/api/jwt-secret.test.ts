import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileSecret, resolveJwtSecret, secretFilePath } from '../../server/auth/jwt-secret';
import { ConfigError } from '../../server/config';
import { runMigrations } from '../../server/db/migrate';
import { dbKinds, openTestDb } from '../support/api-db';
import { savedCluster } from '../support/saved-cluster';

const SET = 'set-by-the-operator-'.padEnd(40, 'x');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the JWT secret file (embedded database)', () => {
  it('is generated once into DATA_DIR/jwt-secret with mode 600, and reused', () => {
    const dataDir = join(tempDir(), 'nested');
    const first = fileSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(secretFilePath(dataDir), 'utf8').trim()).toBe(first);
    expect(statSync(secretFilePath(dataDir)).mode & 0o777).toBe(0o600);
    expect(fileSecret(dataDir)).toBe(first);
  });

  it('refuses a file holding a secret too short to sign with', () => {
    const dataDir = tempDir();
    writeFileSync(secretFilePath(dataDir), 'short\n');
    expect(() => fileSecret(dataDir)).toThrow(ConfigError);
  });
});

describe.each(dbKinds)('resolveJwtSecret (%s)', (kind) => {
  const withDb = async (work: (db: Awaited<ReturnType<typeof openTestDb>>['db']) => Promise<void>) => {
    const { db, dispose } = await openTestDb(kind, await savedCluster());
    try {
      await runMigrations(db);
      await work(db);
    } finally {
      await dispose();
    }
  };

  it('takes JWT_SECRET when it is set, storing nothing', () =>
    withDb(async (db) => {
      const dataDir = tempDir();
      expect(await resolveJwtSecret({ jwtSecret: SET, dataDir }, db)).toEqual({ secret: SET, source: 'environment' });
      expect(await db.query('select * from server_secrets')).toEqual([]);
    }));

  if (kind === 'pglite') {
    it('keeps a generated one in DATA_DIR: the admin command reads it while the server holds the database', () =>
      withDb(async (db) => {
        const dataDir = tempDir();
        const resolved = await resolveJwtSecret({ jwtSecret: null, dataDir }, db);
        expect(resolved).toEqual({ secret: fileSecret(dataDir), source: 'file' });
        expect(await db.query('select * from server_secrets')).toEqual([]);
      }));
  } else {
    it('generates one into the database once: instances with different DATA_DIRs, even starting together, agree', () =>
      withDb(async (db) => {
        const [a, b] = await Promise.all([
          resolveJwtSecret({ jwtSecret: null, dataDir: tempDir() }, db),
          resolveJwtSecret({ jwtSecret: null, dataDir: tempDir() }, db),
        ]);
        expect(a.source).toBe('database');
        expect(a.secret.length).toBeGreaterThanOrEqual(32);
        expect(b).toEqual(a);
        expect(await resolveJwtSecret({ jwtSecret: null, dataDir: tempDir() }, db)).toEqual(a);
        expect(await db.query('select name from server_secrets')).toEqual([{ name: 'jwt' }]);
      }));

    it('adopts the secret an earlier version kept in DATA_DIR, so tokens survive the upgrade; no file is made', () =>
      withDb(async (db) => {
        const upgraded = tempDir();
        const old = fileSecret(upgraded);
        expect(await resolveJwtSecret({ jwtSecret: null, dataDir: upgraded }, db)).toEqual({ secret: old, source: 'database' });
        const fresh = join(tempDir(), 'fresh');
        mkdirSync(fresh);
        expect((await resolveJwtSecret({ jwtSecret: null, dataDir: fresh }, db)).secret).toBe(old);
        expect(() => readFileSync(secretFilePath(fresh))).toThrow();
      }));
  }
});
