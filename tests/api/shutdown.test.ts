import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverFilePath } from '../../server/admin/server-file';
import { seedDataDir } from '../support/saved-cluster';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { PASSWORD } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';
import { INVALID_CREDENTIALS_MESSAGE } from '../../server/auth/messages';

/*
 * SIGTERM and SIGINT on the real server process. A request is "in flight" for certain: the test
 * sends its headers and half its body, signals, and sends the rest only once the server has stopped
 * accepting connections. The embedded database lives in one DATA_DIR for the whole file (a copy of
 * the suite's new cluster, which the first start migrates; later ones open it).
 */
describe('shutting down on a signal', () => {
  let dataDir: string;
  const email = uniqueEmail('shutdown');
  const wrongSignIn = { email, password: `${PASSWORD}-wrong`, remember_me: true, device_id: 'device-shutdown' };
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-shutdown-'));
    seedDataDir(dataDir);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const running: ServerProcess[] = [];
  afterAll(() => running.forEach((server) => server.child.kill('SIGKILL')));
  const start = async () => {
    const server = await startServerProcess(dataDir);
    running.push(server);
    return server;
  };

  it('finishes the request in flight, refuses new connections meanwhile, closes the database and exits 0', { timeout: 90_000 }, async () => {
    const server = await start();
    const registered = await post(server, 'auth/register', {
      first_name: 'Sig', last_name: 'Term', email, password: PASSWORD, device_id: 'device-shutdown',
    });
    expect(registered.status).toBe(200);
    expect(existsSync(serverFilePath(dataDir))).toBe(true);

    // A sign-in with a wrong password: the full password check runs, and no code mail is due
    // (the registration's mail a moment ago holds the next one back for a minute).
    const signIn = slowPost(server, 'auth/login', wrongSignIn);
    await signIn.started();
    server.child.kill('SIGTERM');
    await refusingConnections(server);
    signIn.finish();

    const answer = await signIn.answer;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('SIGTERM: finishing requests in flight');
    expect(existsSync(serverFilePath(dataDir))).toBe(false);
  });

  it('takes the copies of one Ctrl-C (terminal, npm, launcher) as one, and the database opens again cleanly', { timeout: 90_000 }, async () => {
    const server = await start();
    const signIn = slowPost(server, 'auth/login', wrongSignIn);
    await signIn.started();
    server.child.kill('SIGINT');
    server.child.kill('SIGINT');
    await refusingConnections(server);
    signIn.finish();
    expect((await signIn.answer).status).toBe(401);
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('exits at once, with 1, on a second signal a while after the first', { timeout: 90_000 }, async () => {
    const server = await start();
    const signIn = slowPost(server, 'auth/login', wrongSignIn);
    await signIn.started();
    server.child.kill('SIGTERM');
    await refusingConnections(server);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 1, signal: null });
    await expect(signIn.answer).rejects.toThrow();
    expect(server.output()).toContain('SIGTERM again: exiting without waiting');
  });
});

async function post(server: ServerProcess, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.origin}/api/v1/${path}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Resolves once a new connection is refused: the server has stopped listening. */
async function refusingConnections(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`${server.origin}/api/v1/health`, { headers: { Connection: 'close' } });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the server still accepts connections');
}

/**
 * A POST whose body arrives in two halves: the server is inside the request (its headers read, the
 * handler waiting for the body) from started() until finish() sends the rest.
 */
function slowPost(server: ServerProcess, path: string, body: unknown) {
  const json = Buffer.from(JSON.stringify(body));
  const half = Math.floor(json.length / 2);
  let req: ClientRequest | null = null;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(`${server.origin}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': json.length, Connection: 'close' },
    }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.flushHeaders();
    req.write(json.subarray(0, half));
  });
  // Keep a rejection from going unhandled before the test awaits it.
  answer.catch(() => {});
  return {
    answer,
    /** The half has left, and the idle server has had time to read it. */
    started: () => new Promise<void>((resolve) => setTimeout(resolve, 300)),
    finish: () => req?.end(json.subarray(half)),
  };
}
