import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../../server/db/db';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';

export type DbKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server we may create databases on. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;
export const allDbKinds: DbKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The databases this worker's files run on. vitest.config.ts runs every API file on PGlite
 * (project 'api') and the files whose SQL or concurrency differs between the databases on
 * PostgreSQL too (project 'api-postgres'), each project naming its database in API_DB_KIND. A file
 * run outside those projects covers every database there is.
 */
const projectKind = process.env.API_DB_KIND?.trim();
export const dbKinds: DbKind[] = projectKind ? allDbKinds.filter((kind) => kind === projectKind) : allDbKinds;

export type TestDatabase = { url: string; drop: () => Promise<void> };

/** A brand-new, empty PostgreSQL database on the TEST_DATABASE_URL server; drop() removes it. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * An open, empty database of the given kind: in-memory PGlite (started from `from`, a saved new
 * cluster, when given), or a fresh PostgreSQL database.
 */
export async function openTestDb(kind: DbKind, from?: Blob): Promise<{ db: Db; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const db = await openPglite(undefined, from);
    return { db, dispose: () => db.close() };
  }
  const database = await createPostgresDatabase();
  const db = await openPostgres(database.url);
  return {
    db,
    dispose: async () => {
      await db.close();
      await database.drop();
    },
  };
}
