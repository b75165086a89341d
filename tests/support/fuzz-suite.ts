import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/api/contract';
import { ADMIN_PROOF_HEADER } from '../../server/admin/admin-proof';
import { allDbKinds, dbKinds, useApiApp, type TestApi } from './api-app';
import { snapshotDb, type DbSnapshot } from './db-snapshot';
import { startDnsServer, type TestDnsServer } from './dns-server';
import { fuzzRoutes, type Bearer, type FuzzRoute } from './fuzz-routes';
import { bodyOf, contentType, junk, notJson, pathParam, queryOf } from './fuzz-values';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';

/*
 * Property-based fuzzing of every route (issue 9, "Proofs" 2): odd bodies, path and query
 * parameters, sent with a valid bearer so that the input is what gets tested. Properties:
 *   - never a 5xx (DESIGN: "a bad request is a 400 with a message, never a 500");
 *   - an API refusal is an ErrorBody;
 *   - a refusal (4xx) changes no row of any table, with two exclusions, by design:
 *       rate_limit_hits, whose counters the abuse limits write on refused attempts;
 *       challenges, compared by row count only: a wrong code is counted on its challenge (and the
 *       fifth voids it, DESIGN "One-time codes"), an update of an existing row.
 * FUZZ_SEED repeats a run (its seed is printed first); FUZZ_RUNS changes the runs per route.
 */

// Each run draws a new seed, so runs add up to more cases than one run holds; FUZZ_RUNS asks for more at once.
// The runs of a route are shared out between the databases, each with cases of its own (its own seeds).
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 40;
const RUNS_PER_DATABASE = Math.max(1, Math.ceil(RUNS_PER_ROUTE / allDbKinds.length));
const BASE_SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
/** Apart enough that no route's seed on one database is another route's on the next. */
const SEEDS_PER_DATABASE = 100_000;
console.log(
  `route fuzzing: seed ${BASE_SEED} (FUZZ_SEED=${BASE_SEED} repeats this run), ${RUNS_PER_ROUTE} runs per route, ` +
  `${RUNS_PER_DATABASE} on each of ${allDbKinds.join(' and ')}`,
);

type Sent = { params: string[]; query: string; body: string | null; contentType: string | null };

function requestsFor(route: FuzzRoute, w: FuzzWorld): fc.Arbitrary<Sent> {
  const body = route.body === undefined
    ? fc.constant(null)
    : route.body === 'raw'
      ? fc.oneof(junk.map((value) => JSON.stringify(value)), notJson)
      : bodyOf(route.body.keys, route.body.sample(w), route.body.more);
  return fc.record({
    params: fc.tuple(...(route.params?.(w) ?? []).map(pathParam)),
    query: queryOf(route.query?.(w) ?? {}),
    body,
    contentType,
  });
}

function bearerFor(bearer: Bearer, w: FuzzWorld): string | null {
  switch (bearer) {
    case 'none': return null;
    case 'session': return w.owner.token;
    case 'account': return w.owner.accountToken;
    case 'invitation': return w.invitationToken;
    case 'unverified': return w.unverified.register.token;
    case 'leaver': return w.leaverToken();
    case 'scim': return w.scimToken();
  }
}

async function send(api: TestApi, route: FuzzRoute, w: FuzzWorld, sent: Sent): Promise<Response> {
  const headers = new Headers();
  const token = bearerFor(route.bearer, w);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (sent.body !== null && sent.contentType) headers.set('Content-Type', sent.contentType);
  // The admin API's bearer is the proof of its body, from the loopback interface.
  if (route.admin && sent.body !== null) {
    headers.set(ADMIN_PROOF_HEADER, createHmac('sha256', api.services.keys.admin).update(sent.body, 'utf8').digest('hex'));
  }
  const bindings = route.admin ? { incoming: { socket: { remoteAddress: '127.0.0.1' } } } : undefined;
  const url = `${route.path(sent.params)}${sent.query ? `?${sent.query}` : ''}`;
  return api.app.request(url, { method: route.method, headers, body: sent.body ?? undefined }, bindings);
}

/**
 * The fuzzing of the routes `select` picks, on every database the suite runs on. A route keeps its
 * place in the whole table as its seed offset, whichever file fuzzes it.
 */
export function fuzzRoutesWhere(select: (route: FuzzRoute) => boolean): void {
  const picked = fuzzRoutes.map((route, index) => [route.name, route, index] as const).filter(([, route]) => select(route));
  describe.each(dbKinds)('route fuzzing (%s)', (kind) => {
    // Domain checks ask a DNS server of the test's own, never the machine's.
    let dns: TestDnsServer;
    beforeAll(async () => {
      dns = await startDnsServer();
    });
    afterAll(() => dns.close());
    const api = useApiApp(kind, { env: () => ({ DNS_SERVERS: dns.address }) });
    let w: FuzzWorld;
    beforeAll(async () => {
      w = await buildFuzzWorld(api);
    });

    const snapshot = () => snapshotDb(api.db, { skip: ['rate_limit_hits'], countOnly: ['challenges'] });

    it.each(picked)(
      '%s: never a 5xx, and a refusal writes nothing',
      async (_name, route, index) => {
        // The database as the last refusal left it: a refusal wrote nothing, so the next request
        // starts from the same state and its "before" needs no second read. A success may write.
        let unchanged: DbSnapshot | null = null;
        const property = fc.asyncProperty(requestsFor(route, w), async (sent) => {
          const before = unchanged ?? (await snapshot());
          unchanged = null;
          const response = await send(api, route, w, sent);
          const text = await response.text();
          const answer = `${route.method} ${route.path(sent.params)} answered ${response.status}: ${text.slice(0, 200)}`;
          expect(response.status, answer).toBeLessThan(500);
          if (response.status >= 400) {
            if (route.path(sent.params).startsWith('/api/')) expect(is(JSON.parse(text), ErrorBody), answer).toBe(true);
            const after = await snapshot();
            expect(after, `a refusal wrote to the database: ${answer}`).toEqual(before);
            unchanged = after;
          }
          if (route.bearer === 'leaver' && response.status < 400) await w.renewLeaver();
        });
        const seed = BASE_SEED + allDbKinds.indexOf(kind) * SEEDS_PER_DATABASE + index;
        await fc.assert(property, { seed, numRuns: RUNS_PER_DATABASE });
      },
      120_000,
    );
  });
}
