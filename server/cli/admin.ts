import { deriveKeys } from '../auth/keys';
import { fileSecret, resolveJwtSecret } from '../auth/jwt-secret';
import { runningServer } from '../admin/server-file';
import { runCatalogueCommand, type CatalogueCommand } from '../catalogue/catalogue-commands';
import { CatalogueError } from '../catalogue/catalogue-store';
import { ConfigError, loadSettings, type Env, type Settings } from '../config';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open';
import { isEntryPoint } from '../entry-point';
import { AdminCommandError, USAGE, parseAdminArgs } from './admin-args';
import { sendToServer } from './admin-remote';

/*
 * Operator tool for the catalogue: `npm run admin -- product add ...` (see USAGE). It reads the
 * environment like the server. PostgreSQL, or an embedded database no server holds: it opens the
 * database itself. An embedded database a server holds (it wrote $DATA_DIR/server.json): it sends
 * the command to that server's loopback admin API, which runs the same code.
 */

export async function runAdmin(argv: string[], env: Env = process.env, out = console.log, err = console.error): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    out(USAGE);
    return 0;
  }
  try {
    const command = parseAdminArgs(argv);
    for (const line of await run(loadSettings(env), command)) out(line);
    return 0;
  } catch (error) {
    if (error instanceof AdminCommandError) {
      err(error.message);
      return error.exitCode;
    }
    if (error instanceof CatalogueError) {
      err(error.message);
      return 1;
    }
    err(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    return 1;
  }
}

async function run(settings: Settings, command: CatalogueCommand): Promise<string[]> {
  // The secret is found as the server finds it (auth/jwt-secret.ts), so the server accepts what this signs.
  const server = settings.databaseUrl === null ? runningServer(settings.dataDir) : null;
  if (server) {
    const keys = deriveKeys(settings.jwtSecret ?? fileSecret(settings.dataDir));
    return sendToServer(server, settings.dataDir, keys.admin, command);
  }

  const db = await openDatabase(settings);
  try {
    await runMigrations(db);
    const keys = deriveKeys((await resolveJwtSecret(settings, db)).secret);
    return await runCatalogueCommand({ db, jwtKey: keys.jwt, publicUrl: settings.publicUrl, now: new Date() }, command);
  } finally {
    await db.close();
  }
}

if (isEntryPoint(import.meta.url)) void runAdmin(process.argv.slice(2)).then((code) => process.exit(code));
