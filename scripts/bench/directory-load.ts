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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function healthWhileDirectoryWrites(
  base: string, accountToken: string, scim: string, domain: string, seconds = 10,
): Promise<DirectoryLoad> {
  const until = Date.now() + seconds * 1000;
  const created: string[] = [];
  const health: number[] = [];
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
      await call(base, 'GET', '/api/v1/invitation/get-user-account-invitations', { token: accountToken });
      listCalls += 1;
    }
  };
  const checks: Promise<void>[] = [];
  const checker = async () => {
    while (Date.now() < until) {
      checks.push((async () => {
        const started = performance.now();
        await call(base, 'GET', '/api/v1/health');
        health.push(performance.now() - started);
      })());
      await sleep(HEALTH_EVERY_MS);
    }
  };
  await Promise.all([writer(), lister(), checker()]);
  await Promise.all(checks);
  for (const id of created) await call(base, 'DELETE', `${SCIM_BASE_PATH}/Users/${id}`, { token: scim });
  return {
    seconds, writes, failedWrites, listCalls,
    healthChecks: health.length, healthP50Ms: percentile(health, 50), healthP99Ms: percentile(health, 99), healthMaxMs: Math.max(...health),
  };
}
