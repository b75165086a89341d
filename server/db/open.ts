import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { openPgliteThread } from './pglite-thread';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR/db, on a thread of its own. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPgliteThread(join(config.dataDir, 'db'));
}
