import { Resolver } from 'node:dns/promises';

/** The TXT records at a name, each one's chunks joined; none when the name has none or cannot be read. */
export type TxtLookup = (name: string) => Promise<string[]>;

/** Each query waits this long for an answer, and is sent twice: a check answers within about 5 seconds. */
const QUERY_TIMEOUT_MS = 2500;
const TRIES = 2;

/*
 * Every failure is "no record yet": a name that does not exist (ENOTFOUND), exists without TXT
 * records (ENODATA), a server that does not answer in time (ETIMEOUT) or refuses (ECONNREFUSED,
 * EREFUSED, ESERVFAIL). The administrator can do nothing else about any of them but wait and try
 * again; only an unexpected failure is logged.
 */
const EXPECTED_FAILURES = new Set([
  'ENOTFOUND', 'ENODATA', 'ETIMEOUT', 'ECONNREFUSED', 'EREFUSED', 'ESERVFAIL', 'ENONAME', 'EBADRESP', 'ECANCELLED',
]);

/** Node's resolver, asking `servers` (host:port) when given, else the system's. */
export function createTxtLookup(servers: readonly string[] | null): TxtLookup {
  return async (name) => {
    // A resolver per check: setServers is the resolver's state, and a check must not cancel another's queries.
    const resolver = new Resolver({ timeout: QUERY_TIMEOUT_MS, tries: TRIES });
    if (servers) resolver.setServers([...servers]);
    try {
      const records = await resolver.resolveTxt(name);
      return records.map((chunks) => chunks.join(''));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !EXPECTED_FAILURES.has(code)) console.error(`DNS lookup of TXT ${name} failed:`, error);
      return [];
    }
  };
}
