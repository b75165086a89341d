import pg from 'pg';
import type { Db, Queryable } from './db';
import { forgetStalePlan, statementName } from './prepared';

async function run(target: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]): Promise<pg.QueryResult> {
  // Without parameters it goes as a simple query, which may hold several statements.
  const name = params.length > 0 ? statementName(sql) : undefined;
  if (!name) return target.query(sql, [...params]);
  try {
    return await target.query({ name, text: sql, values: [...params] });
  } catch (error) {
    // In a transaction the failure has aborted it: the next try of the whole call goes unnamed.
    if (!forgetStalePlan(sql, error) || !(target instanceof pg.Pool)) throw error;
    return target.query(sql, [...params]);
  }
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await run(target, sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** A PostgreSQL pool for DATABASE_URL. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
