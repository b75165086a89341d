import type { Db } from './db';
import { migrations, type Migration } from './migrations';

// Any constant works; it only has to be the same for every instance sharing one database.
const MIGRATION_LOCK = 727_001;

/**
 * Applies each pending migration once, in order, each in its own transaction together with its
 * schema_migrations row. The advisory lock lets several instances start at once on one PostgreSQL.
 */
export async function runMigrations(db: Db, list: readonly Migration[] = migrations): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of list) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(`create table if not exists schema_migrations (
        id text primary key,
        applied_at timestamptz not null default now()
      )`);
      const done = await tx.query<{ id: string }>('select id from schema_migrations where id = $1', [migration.id]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}
