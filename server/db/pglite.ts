import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM): on disk in `dir`, or in memory without one (tests). `from` is a data
 * directory saved by PGlite's `dumpDataDir`, started from instead of a new cluster: creating one
 * (initdb) takes ~3-5 s, starting from a saved one ~1 s.
 */
export async function openPglite(dir?: string, from?: Blob): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  const lite = await PGlite.create(dir, from ? { loadDataDir: from } : {});
  const queryable = wrap(lite);
  return {
    kind: 'pglite',
    ...queryable,
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    close: () => lite.close(),
  };
}
