import { deriveKeys } from '../auth/keys';
import { runningServer } from '../admin/server-file';
import { runCatalogueCommand, type CatalogueCommand } from '../catalogue/catalogue-commands';
import { CatalogueError } from '../catalogue/catalogue-store';
import { ConfigError, loadConfig, type Config, type Env } from '../config';
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
    for (const line of await run(loadConfig(env), command)) out(line);
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

async function run(config: Config, command: CatalogueCommand): Promise<string[]> {
  const keys = deriveKeys(config.jwtSecret);
  const server = config.databaseUrl === null ? runningServer(config.dataDir) : null;
  if (server) return sendToServer(server, config.dataDir, keys.admin, command);

  const db = await openDatabase(config);
  try {
    await runMigrations(db);
    return await runCatalogueCommand({ db, jwtKey: keys.jwt, publicUrl: config.publicUrl, now: new Date() }, command);
  } finally {
    await db.close();
  }
}

if (isEntryPoint(import.meta.url)) void runAdmin(process.argv.slice(2)).then((code) => process.exit(code));
