import type { AddressInfo } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { removeServerFile, writeServerFile } from './admin/server-file';
import { createApp } from './app';
import { ConfigError, loadConfig, withListeningPort, type Env } from './config';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open';
import { createMailer } from './mail/create';
import { isEntryPoint } from './entry-point';

export type RunningServer = { url: string; port: number; close: () => Promise<void> };

/** config -> database -> migrations -> app -> listen. Used by `npm run serve` and by tests in-process. */
export async function startServer(env: Env = process.env): Promise<RunningServer> {
  const initial = loadConfig(env);
  const db = await openDatabase(initial);
  try {
    await runMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }

  // With PORT=0 the address is known only once listening, and mail links need it: requests that
  // would arrive in between get a 503.
  let app: Hono | null = null;
  let server: ServerType;
  let port: number;
  let address: string;
  try {
    // The bindings carry the socket: the admin API reads the peer's address from them.
    ({ server, port, address } = await listen(initial.port, initial.host, (request, bindings) =>
      app ? app.fetch(request, bindings) : new Response('Starting', { status: 503 }),
    ));
  } catch (error) {
    await db.close();
    throw error;
  }
  const config = withListeningPort(initial, port);
  const mailer = createMailer(config, db);
  app = createApp({ config, db, mailer });
  // Only one process can open the embedded database: the admin command finds this server instead.
  const embedded = config.databaseUrl === null;
  if (embedded) writeServerFile(config.dataDir, address, port);

  console.log(`Portal running at ${config.publicUrl}${initial.port === 0 ? ` (port ${port})` : ''}`);
  if (mailer.kind === 'outbox') console.log(`Dev mailbox: ${config.publicUrl}/__dev/mail`);

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open for minutes.
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      if (embedded) removeServerFile(config.dataDir);
      await mailer.close();
      await db.close();
    })());

  return { url: config.publicUrl, port, close };
}

type Handler = (request: Request, bindings: HttpBindings | Http2Bindings) => Response | Promise<Response>;

function listen(port: number, hostname: string, fetch: Handler) {
  return new Promise<{ server: ServerType; port: number; address: string }>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (info: AddressInfo) => resolve({ server, port: info.port, address: info.address }));
    server.once('error', reject);
  });
}

async function main(): Promise<void> {
  let running: RunningServer;
  try {
    running = await startServer(process.env);
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  }
  const stop = (signal: string) => {
    console.log(`${signal}: shutting down`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (isEntryPoint(import.meta.url)) void main();
