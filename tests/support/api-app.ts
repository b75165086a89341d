import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Hono } from 'hono';
import { createApp, createServices } from '../../server/app';
import type { Clock } from '../../server/clock';
import { loadConfig, type Config, type Env } from '../../server/config';
import type { Db } from '../../server/db/db';
import { runMigrations } from '../../server/db/migrate';
import type { Queryable } from '../../server/db/db';
import type { MailMessage, Mailer } from '../../server/mail/mailer';
import { listOutbox, OutboxMailer, type OutboxMail } from '../../server/mail/outbox';
import type { Services } from '../../server/services';
import { AfterResponse } from '../../server/http/after-response';
import { openTestDb, type DbKind } from './api-db';
import { savedCluster } from './saved-cluster';

export { allDbKinds, dbKinds, type DbKind } from './api-db';

/** Real time plus an offset that tests move forward, to expire codes and sessions without sleeping. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/** The outbox, with a switch that makes every send fail the way a mail server that is down does. */
class SwitchableMailer implements Mailer {
  readonly kind = 'outbox';
  down = false;
  constructor(private readonly outbox: OutboxMailer) {}
  send(message: MailMessage, tx?: Queryable): Promise<void> {
    return this.down ? Promise.reject(new Error('mail server down (test)')) : this.outbox.send(message, tx);
  }
  close(): Promise<void> {
    return this.outbox.close();
  }
}

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

export type CodeMail = OutboxMail & { code: number; linkToken: string };

/** Calls as a client at one address would make them (the socket's peer address the server sees). */
export type ClientCalls = {
  get<T = Record<string, unknown>>(path: string, token?: string | null): Promise<ApiResponse<T>>;
  post<T = Record<string, unknown>>(path: string, body: unknown, token?: string | null): Promise<ApiResponse<T>>;
  put<T = Record<string, unknown>>(path: string, body: unknown, token?: string | null): Promise<ApiResponse<T>>;
};

export type TestApi = ClientCalls & {
  readonly app: Hono;
  readonly db: Db;
  readonly clock: TestClock;
  readonly config: Config;
  /** The same services the app's routes use, for testing middleware on a probe app. */
  readonly services: Services;
  /**
   * The same calls from a client at `address`, as a socket would report it. Without it a call has
   * no socket at all, and the server counts it under one unknown address.
   */
  from(address: string): ClientCalls;
  /** Waits for the work calls do after answering (forgot-password's mail); the mail helpers and count do too. */
  settled(): Promise<void>;
  /** All mail to an address, newest first. */
  mails(to: string): Promise<OutboxMail[]>;
  /** The newest mail to an address, with its 6-digit code and link token pulled out. */
  latestMail(to: string): Promise<CodeMail>;
  count(table: string): Promise<number>;
  /** Every mail fails to send until this is called with false. */
  setMailServerDown(down: boolean): void;
};

/**
 * A fresh app for one test file: its own empty database of `kind` (migrated), the outbox mailer
 * and a test clock. Fields are ready inside tests (they are filled in beforeAll).
 */
export function useApiApp(kind: DbKind, options: { env?: Env | (() => Env) } = {}): TestApi {
  let state: {
    app: Hono; db: Db; clock: TestClock; config: Config; services: Services; mailer: SwitchableMailer; afterResponse: AfterResponse;
    dispose: () => Promise<void>;
  } | null = null;
  const ready = () => {
    if (!state) throw new Error('useApiApp: used outside a test');
    return state;
  };

  beforeAll(async () => {
    const { db, dispose } = await openTestDb(kind, await savedCluster());
    await runMigrations(db);
    const clock = new TestClock();
    const config = loadConfig({
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://portal.test',
      STATIC_DIR: '/nonexistent-static-dir',
      // A function when the env names something started in an earlier beforeAll (a provider's double).
      ...(typeof options.env === 'function' ? options.env() : options.env),
    });
    const mailer = new SwitchableMailer(new OutboxMailer(db, { clock, log: () => {} }));
    const afterResponse = new AfterResponse();
    const services = createServices({ config, db, mailer, clock, afterResponse });
    state = { app: createApp({ config, db, mailer, clock, afterResponse }), db, clock, config, services, mailer, afterResponse, dispose };
  });

  afterAll(async () => {
    await state?.afterResponse.idle();
    await state?.dispose();
    state = null;
  });

  const call = async <T>(path: string, init: RequestInit, token?: string | null, address?: string): Promise<ApiResponse<T>> => {
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const response = await ready().app.request(path.startsWith('/') ? path : `/api/v1/${path}`, { ...init, headers }, address ? socketFrom(address) : undefined);
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, body: (isJson && text ? JSON.parse(text) : text) as T, headers: response.headers };
  };

  const callsFrom = (address?: string): ClientCalls => ({
    get: (path, token) => call(path, { method: 'GET' }, token, address),
    post: (path, body, token) => call(path, jsonInit('POST', body), token, address),
    put: (path, body, token) => call(path, jsonInit('PUT', body), token, address),
  });
  const settled = () => ready().afterResponse.idle();

  const api: TestApi = {
    get app() { return ready().app; },
    get db() { return ready().db; },
    get clock() { return ready().clock; },
    get config() { return ready().config; },
    get services() { return ready().services; },
    ...callsFrom(),
    from: (address) => callsFrom(address),
    settled,
    mails: async (to) => {
      await settled();
      return listOutbox(ready().db, to);
    },
    latestMail: async (to) => {
      await settled();
      const [mail] = await listOutbox(ready().db, to);
      if (!mail) throw new Error(`no mail to ${to}`);
      return { ...mail, ...mailSecrets(mail.text) };
    },
    count: async (table) => {
      await settled();
      const [row] = await ready().db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
      return row.n;
    },
    setMailServerDown: (down) => {
      ready().mailer.down = down;
    },
  };
  return api;
}

/** The node bindings of a request whose socket's peer is `address` (what getConnInfo reads). */
const socketFrom = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } },
});

/** A JSON request; a string body goes as is (to send broken JSON). */
const jsonInit = (method: 'POST' | 'PUT', body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** The code and the link token of a code mail. */
export function mailSecrets(text: string): { code: number; linkToken: string } {
  const code = /Your code is (\d{6})\./.exec(text)?.[1];
  const linkToken = /\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!code || !linkToken) throw new Error(`no code or link in mail:\n${text}`);
  return { code: Number(code), linkToken };
}
