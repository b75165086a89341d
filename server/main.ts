import type { AddressInfo } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { adminOrigin, removeServerFile, writeServerFile } from './admin/server-file';
import { createApp } from './app';
import { AfterResponse } from './http/after-response';
import { threadPoolAdvice } from './auth/hash-slots';
import { resolveJwtSecret, type ResolvedSecret } from './auth/jwt-secret';
import { systemClock } from './clock';
import { ConfigError, loadSettings, withListeningPort, type Config, type Env } from './config';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open';
import { createMailer } from './mail/create';
import { isEntryPoint } from './entry-point';
import { freezePrototypes } from './harden-prototypes';
import { closeGracefully, DRAIN_TIMEOUT_MS } from './http/graceful-close';
import { startDomainRechecks, startSweeper } from './maintenance/schedule';
import { createTxtLookup } from './sso/txt-lookup';
import { createBillingProvider } from './billing/create';
import { startReconciler } from './billing/reconcile';
import { startupReport } from './startup-report';

/** A script that keeps signing in after its 429 waits this long for each further one. */
const KNOWN_REFUSAL_DELAY_MS = 1000;

export type RunningServer = { url: string; port: number; close: () => Promise<void> };

/**
 * config -> database -> migrations -> secret -> app -> listen. Used by `npm run serve` and by tests
 * in-process. close() stops accepting connections, lets requests in flight finish (cut after
 * DRAIN_TIMEOUT_MS), then stops the sweeps and closes the mailer and the database.
 */
export async function startServer(env: Env = process.env): Promise<RunningServer> {
  const settings = loadSettings(env);
  const db = await openDatabase(settings);
  let secret: ResolvedSecret;
  try {
    await runMigrations(db);
    // After the migrations: on PostgreSQL the generated secret lives in the database.
    secret = await resolveJwtSecret(settings, db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const initial: Config = { ...settings, jwtSecret: secret.secret };

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
  // Forgot-password mails after its answer: shutdown waits for such work before closing the database.
  const afterResponse = new AfterResponse();
  app = createApp({ config, db, mailer, afterResponse, refusalDelayMs: KNOWN_REFUSAL_DELAY_MS });
  // Only one process can open the embedded database: the admin command finds this server instead.
  const embedded = config.databaseUrl === null;
  if (embedded) writeServerFile(config.dataDir, address, port);
  const sweeper = startSweeper(db, systemClock);
  const domainRechecks = startDomainRechecks(db, systemClock, createTxtLookup(config.dnsServers));
  const reconciler = startReconciler({ db, clock: systemClock, billing: createBillingProvider({ config, db, clock: systemClock }) });

  console.log(`Portal running at ${config.publicUrl}${initial.port === 0 ? ` (port ${port})` : ''}`);
  const report = startupReport({ config, loopbackOrigin: adminOrigin(address, port), mailer: mailer.kind, secretSource: secret.source });
  report.info.forEach((line) => console.log(line));
  report.warnings.forEach((line) => console.warn(line));
  const poolAdvice = threadPoolAdvice();
  if (poolAdvice) console.warn(poolAdvice);

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      if ((await closeGracefully(server, DRAIN_TIMEOUT_MS)) === 'forced') {
        console.error(`Requests still running after ${DRAIN_TIMEOUT_MS / 1000} s were cut off.`);
      }
      await afterResponse.idle();
      await sweeper.stop();
      await domainRechecks.stop();
      await reconciler.stop();
      if (embedded) removeServerFile(config.dataDir);
      try {
        await mailer.close();
      } finally {
        await db.close();
      }
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

// One Ctrl-C reaches the server several times (from the terminal, and forwarded by npm and by
// scripts/start.mjs): signals this close together are the same request to stop.
const SAME_SIGNAL_MS = 1000;
// The drain has its deadline; this one catches a close that hangs after it (e.g. on the database).
const HARD_EXIT_MS = DRAIN_TIMEOUT_MS + 5000;

async function main(): Promise<void> {
  let running: RunningServer;
  try {
    running = await startServer(process.env);
  } catch (error) {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(1);
  }
  // Started: from here on no request can change what every object inherits.
  freezePrototypes();
  let firstSignalAt: number | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (firstSignalAt !== null) {
      if (Date.now() - firstSignalAt < SAME_SIGNAL_MS) return;
      console.error(`${signal} again: exiting without waiting for requests in flight.`);
      process.exit(1);
    }
    firstSignalAt = Date.now();
    console.log(`${signal}: finishing requests in flight, then shutting down (send it again to exit at once).`);
    setTimeout(() => {
      console.error('Shutdown is taking too long: exiting.');
      process.exit(1);
    }, HARD_EXIT_MS).unref();
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (isEntryPoint(import.meta.url)) void main();
