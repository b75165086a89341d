import { get } from 'node:http';
import { Worker } from 'node:worker_threads';
import { SCIM_BASE_PATH } from '../../src/api/contract';
import { call, expectOk } from '../load/http';
import { percentile } from '../load/traffic';

/**
 * Whether one large directory's writes hold up everyone else (issue 52's health budget): for
 * `seconds`, the account's directory creates a user every 100 ms (SCIM `POST /Users`, ten a
 * second), the members list is asked for again after each of them (each write moves its version,
 * so each call makes the server bring the list up to date), and a health check goes out every
 * 50 ms, each timed on its own. The health checks' answers are the figure: the time another tenant
 * waits while this account's list and directory keep the server busy. The users it creates are
 * deleted through SCIM afterwards.
 */
export type DirectoryLoad = {
  seconds: number; writes: number; failedWrites: number; listCalls: number;
  healthChecks: number; healthP50Ms: number; healthP99Ms: number; healthMaxMs: number;
};

const WRITE_EVERY_MS = 100;
const HEALTH_EVERY_MS = 50;

/** A SCIM token for the account, made the administrators' way (a token made before is revoked first). */
export async function scimToken(base: string, accountToken: string): Promise<string> {
  await call(base, 'POST', '/api/v1/account/scim/token/revoke', { body: {}, token: accountToken });
  const created = expectOk(await call<{ token: string }>(base, 'POST', '/api/v1/account/scim/token', { body: {}, token: accountToken }), 'a SCIM token', 201);
  return created.token;
}

const scimUser = (index: number, domain: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
  userName: `bench.directory.${index}.${Date.now()}@${domain}`,
  name: { givenName: 'Bench', familyName: `Directory ${index}` },
  emails: [{ value: `bench.directory.${index}.${Date.now()}@${domain}`, type: 'work', primary: true }],
  active: true,
});

/**
 * The health checks, one every HEALTH_EVERY_MS for `ms`, each timed in a worker thread of its own:
 * the bench's main thread reads the lists it asks for, and a health answer that arrived while it
 * was busy would be timed late, the bench's wait counted as the server's.
 */
function healthChecksAside(base: string, ms: number): Promise<number[]> {
  const worker = new Worker(HEALTH_CHECKER, { eval: true, workerData: { url: new URL('/api/v1/health', base).href, ms, every: HEALTH_EVERY_MS } });
  return new Promise((resolve, reject) => {
    worker.once('message', (times: number[]) => resolve(times));
    worker.once('error', reject);
  });
}

const HEALTH_CHECKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, ms, every } = workerData;
const until = Date.now() + ms;
const times = [];
const checks = [];
const sleep = (wait) => new Promise((resolve) => setTimeout(resolve, wait));
(async () => {
  while (Date.now() < until) {
    checks.push((async () => {
      const started = performance.now();
      const answer = await fetch(url);
      await answer.arrayBuffer();
      times.push(performance.now() - started);
    })());
    await sleep(every);
  }
  await Promise.all(checks);
  parentPort.postMessage(times);
})();
`;

/**
 * The members list asked as the portal asks it (a browser's Accept-Encoding, so brotli), its bytes
 * read and left as they came: a portal decodes and parses them on its own device, and here that
 * work would take the two cores the server is measured on.
 */
function listAsPortalAsks(base: string, accountToken: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = get(new URL('/api/v1/invitation/get-user-account-invitations', base), {
      headers: { Authorization: `Bearer ${accountToken}`, 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`the members list: ${response.statusCode}`))));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function healthWhileDirectoryWrites(
  base: string, accountToken: string, scim: string, domain: string, seconds = 10,
): Promise<DirectoryLoad> {
  const until = Date.now() + seconds * 1000;
  const created: string[] = [];
  let writes = 0;
  let failedWrites = 0;
  let listCalls = 0;

  const writer = async () => {
    for (let index = 0; Date.now() < until; index += 1) {
      const started = Date.now();
      const answer = await call<{ id?: string }>(base, 'POST', `${SCIM_BASE_PATH}/Users`, { body: scimUser(index, domain), token: scim });
      writes += 1;
      if (answer.status === 201 && typeof answer.body.id === 'string') created.push(answer.body.id);
      else failedWrites += 1;
      await sleep(Math.max(0, WRITE_EVERY_MS - (Date.now() - started)));
    }
  };
  const lister = async () => {
    while (Date.now() < until) {
      await listAsPortalAsks(base, accountToken);
      listCalls += 1;
    }
  };
  const [health] = await Promise.all([healthChecksAside(base, seconds * 1000), writer(), lister()]);
  for (const id of created) await call(base, 'DELETE', `${SCIM_BASE_PATH}/Users/${id}`, { token: scim });
  return {
    seconds, writes, failedWrites, listCalls,
    healthChecks: health.length, healthP50Ms: percentile(health, 50), healthP99Ms: percentile(health, 99), healthMaxMs: Math.max(...health),
  };
}
