import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkSecret, ConfigError, type Settings } from '../config';
import type { Db } from '../db/db';

/*
 * Every key the server signs or hashes with comes from one secret (auth/keys.ts). JWT_SECRET set
 * always wins. Without it, one is generated once and kept where every process that must agree on it
 * can read it:
 * - PostgreSQL: in the database (server_secrets), so any number of instances on one DATABASE_URL
 *   accept each other's tokens without sharing a file;
 * - the embedded database: in $DATA_DIR/jwt-secret, because the operator's admin command must read
 *   it while the running server holds the database (it signs its request to that server).
 */

export type SecretSource = 'environment' | 'database' | 'file';
export type ResolvedSecret = { secret: string; source: SecretSource };

const JWT_SECRET_NAME = 'jwt';

export const secretFilePath = (dataDir: string) => join(dataDir, 'jwt-secret');

const newSecret = () => randomBytes(48).toString('base64url');

/** The secret the server signs with, once its database is open and migrated. */
export async function resolveJwtSecret(settings: Pick<Settings, 'jwtSecret' | 'dataDir'>, db: Db): Promise<ResolvedSecret> {
  if (settings.jwtSecret !== null) return { secret: settings.jwtSecret, source: 'environment' };
  if (db.kind === 'pglite') return { secret: fileSecret(settings.dataDir), source: 'file' };
  // An instance upgraded from the file keeps its secret, so its users' tokens survive the upgrade.
  return { secret: await databaseSecret(db, existingFileSecret(settings.dataDir) ?? newSecret()), source: 'database' };
}

/**
 * Inserts `candidate` unless a secret is stored already, then reads back the stored one: of several
 * instances starting at once, the first insert wins and every one of them reads the same value.
 */
export async function databaseSecret(db: Db, candidate: string): Promise<string> {
  await db.query(
    'insert into server_secrets (name, value, created_at) values ($1, $2, now()) on conflict (name) do nothing',
    [JWT_SECRET_NAME, candidate],
  );
  const [row] = await db.query<{ value: string }>('select value from server_secrets where name = $1', [JWT_SECRET_NAME]);
  if (!row) throw new Error('server_secrets: the JWT secret was not stored');
  return checkSecret(row.value, 'The JWT secret stored in the database (server_secrets)');
}

/** $DATA_DIR/jwt-secret, made on first use with mode 600 (the file signs every session). */
export function fileSecret(dataDir: string): string {
  const file = secretFilePath(dataDir);
  try {
    if (!existsSync(file)) {
      mkdirSync(dataDir, { recursive: true });
      // 'wx' fails if another process created it meanwhile; then we read theirs below.
      try {
        writeFileSync(file, `${newSecret()}\n`, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      chmodSync(file, 0o600);
    }
    return checkSecret(readFileSync(file, 'utf8').trim(), `JWT_SECRET (read from ${file})`);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`DATA_DIR: cannot keep the generated JWT secret in ${file}: ${(error as Error).message}`);
  }
}

/** A usable secret file left by an earlier version, or null; never creates one. */
function existingFileSecret(dataDir: string): string | null {
  try {
    const secret = readFileSync(secretFilePath(dataDir), 'utf8').trim();
    return checkSecret(secret, 'jwt-secret');
  } catch {
    return null;
  }
}
