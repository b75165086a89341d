import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { array, assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanySearchResult } from '../../src/api/contract';
import { CompaniesHouseDirectory } from '../../server/companies/companies-house';
import { createCompanyDirectory } from '../../server/companies/create';
import { CompanySearchUnavailableError } from '../../server/companies/directory';
import { busySeconds } from '../../server/companies/retry-after';
import type { Env } from '../../server/config';
import { dbKinds, useApiApp } from '../support/api-app';
import { registerVerifiedUser } from '../support/api-users';

const API_KEY = 'ch-test-key-123';
const UNAVAILABLE = { message: 'Company search is unavailable right now.' };
const BUSY = { message: 'Company search is busy. Try again shortly.' };

/** The documented answer of GET /search/companies, with fields we do not read. */
const documentedAnswer = {
  kind: 'search#companies',
  total_results: 2,
  items_per_page: 20,
  items: [
    {
      title: 'QUAYSIDE TEST TRADING LIMITED', company_number: '01234567', company_status: 'active', kind: 'searchresults#company',
      address: { premises: '12', address_line_1: 'Example Street', address_line_2: 'Westgate', locality: 'Leeds', postal_code: 'LS1 4AB', country: 'England' },
    },
    {
      title: 'SAMPLE HOUSE HOLDINGS LTD', company_number: 'SC765432', company_status: 'dissolved',
      address: { premises: 'Sample House', address_line_1: '3 Other Road', locality: 'Glasgow', postal_code: 'G1 1AA' },
    },
    { title: 'NO ADDRESS LTD', company_number: '00000042' },
  ],
};

type Mode = 'ok' | 'error' | 'not-json' | 'silent' | 'rate-limited';

/**
 * A stand-in for Companies House on 127.0.0.1: records what it was asked, answers as `mode` says;
 * 'rate-limited' is its 429, with `limitHeaders`.
 */
function startDouble() {
  const state = {
    mode: 'ok' as Mode,
    limitHeaders: {} as Record<string, string>,
    requests: [] as { url: string; authorization: string | undefined }[],
  };
  const server: Server = createServer((request: IncomingMessage, response) => {
    state.requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    if (state.mode === 'silent') return;
    if (state.mode === 'error') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
    if (state.mode === 'rate-limited') {
      return void response.writeHead(429, { 'content-type': 'application/json', ...state.limitHeaders }).end('{"error":"rate limit"}');
    }
    if (state.mode === 'not-json') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(documentedAnswer));
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  const close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return { state, listening, close };
}

describe.each(dbKinds)('company search with Companies House (%s)', (kind) => {
  let double: ReturnType<typeof startDouble>;
  // Filled before useApiApp's own beforeAll reads it: hooks run in the order they are registered.
  const env: Env = {};
  beforeAll(async () => {
    double = startDouble();
    // A trailing slash is dropped by the config.
    env.COMPANIES_HOUSE_URL = `${await double.listening}/`;
    env.COMPANIES_HOUSE_API_KEY = API_KEY;
  });
  afterAll(() => double.close());
  const api = useApiApp(kind, { env });
  let token: string;
  beforeAll(async () => {
    token = (await registerVerifiedUser(api)).token;
  });

  it('asks /search/companies with basic auth (key as user, empty password) and maps the documented answer', async () => {
    expect(api.services.companies.kind).toBe('companies-house');
    double.state.mode = 'ok';
    double.state.requests.length = 0;
    const response = await api.get<CompanySearchResult[]>(`company/${encodeURIComponent(' Quay & Co ')}`, token);
    expect(response.status).toBe(200);
    assert(response.body, array(CompanySearchResult));
    expect(response.body).toEqual([
      {
        company_name: 'QUAYSIDE TEST TRADING LIMITED', company_number: '01234567', address_1: '12 Example Street', address_2: 'Westgate',
        city: 'Leeds', postcode: 'LS1 4AB', company_status: 'active',
      },
      // A dissolved company is answered as such, for the lookup to mark it.
      {
        company_name: 'SAMPLE HOUSE HOLDINGS LTD', company_number: 'SC765432', address_1: 'Sample House, 3 Other Road', address_2: '',
        city: 'Glasgow', postcode: 'G1 1AA', company_status: 'dissolved',
      },
      // The register gave no status: none is made up.
      { company_name: 'NO ADDRESS LTD', company_number: '00000042', address_1: '', address_2: '', city: '', postcode: '', company_status: null },
    ]);
    expect(double.state.requests).toHaveLength(1);
    const [request] = double.state.requests;
    expect(request.authorization).toBe(`Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`);
    const url = new URL(request.url, 'http://double');
    expect(url.pathname).toBe('/search/companies');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Quay & Co', items_per_page: '20' });
  });

  it.each(['error', 'not-json'] as const)('answers 502 when the register answers %s', async (mode) => {
    double.state.mode = mode;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(await api.get('company/quay', token)).toMatchObject({ status: 502, body: UNAVAILABLE });
      expect(logged).toHaveBeenCalled();
      expect(String(logged.mock.calls[0][0])).not.toContain(API_KEY);
    } finally {
      logged.mockRestore();
      double.state.mode = 'ok';
    }
  });

  /** The register's calls that searched for `text` (as the portal sent it), since the test began. */
  const callsFor = (text: string) =>
    double.state.requests.filter((request) => new URL(request.url, 'http://double').searchParams.get('q') === text).length;

  it('answers a repeated search within a minute from memory, whatever its case and spacing, and asks again after it', async () => {
    double.state.mode = 'ok';
    const first = await api.get<CompanySearchResult[]>('company/Harbourlight', token);
    expect(first.status).toBe(200);
    expect(callsFor('Harbourlight')).toBe(1);

    api.clock.advance(30_000);
    for (const text of ['Harbourlight', ' harbourlight ', 'HARBOURLIGHT']) {
      const again = await api.get<CompanySearchResult[]>(`company/${encodeURIComponent(text)}`, token);
      expect(again, text).toMatchObject({ status: 200, body: first.body });
    }
    expect(double.state.requests.filter((request) => /harbourlight/i.test(request.url))).toHaveLength(1);

    // 61 s after the first answer it is a minute old: the register is asked again.
    api.clock.advance(31_000);
    expect((await api.get('company/Harbourlight', token)).status).toBe(200);
    expect(callsFor('Harbourlight')).toBe(2);
  });

  it("answers the register's 429 with its own: 'busy, try again shortly', and the register's Retry-After", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    double.state.mode = 'rate-limited';
    try {
      double.state.limitHeaders = { 'Retry-After': '42' };
      const refused = await api.get('company/kestrel', token);
      expect(refused).toMatchObject({ status: 429, body: BUSY });
      expect(refused.headers.get('Retry-After')).toBe('42');
      expect(String(logged.mock.calls[0][0])).not.toContain(API_KEY);

      // Without Retry-After, the end of the register's five-minute window, from its X-Ratelimit-Reset.
      const reset = Math.floor(api.clock.now().getTime() / 1000) + 125;
      double.state.limitHeaders = { 'X-Ratelimit-Limit': '600', 'X-Ratelimit-Remain': '0', 'X-Ratelimit-Reset': String(reset) };
      const untilReset = await api.get('company/kestrel', token);
      expect(untilReset).toMatchObject({ status: 429, body: BUSY });
      expect(Number(untilReset.headers.get('Retry-After'))).toBeGreaterThanOrEqual(124);
      expect(Number(untilReset.headers.get('Retry-After'))).toBeLessThanOrEqual(125);

      // Nothing to go by: a minute.
      double.state.limitHeaders = {};
      expect((await api.get('company/kestrel', token)).headers.get('Retry-After')).toBe('60');
    } finally {
      logged.mockRestore();
      double.state.mode = 'ok';
      double.state.limitHeaders = {};
    }
    // A refusal is not remembered: the same search asks the register again, and is answered.
    const before = callsFor('kestrel');
    expect((await api.get('company/kestrel', token)).status).toBe(200);
    expect(callsFor('kestrel')).toBe(before + 1);
  });

  it('does not remember a failure: the same search asks the register again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    double.state.mode = 'error';
    try {
      expect((await api.get('company/wrenford', token)).status).toBe(502);
    } finally {
      logged.mockRestore();
      double.state.mode = 'ok';
    }
    expect((await api.get('company/wrenford', token)).status).toBe(200);
    expect(callsFor('wrenford')).toBe(2);
  });
});

describe('the wait after a 429 from Companies House', () => {
  const now = new Date('2025-03-04T10:00:00.500Z');
  const wait = (headers: Record<string, string>) => busySeconds(new Headers(headers), now);

  it('is its Retry-After, in seconds or as a date, else the time to X-Ratelimit-Reset, else 60 s', () => {
    expect(wait({ 'Retry-After': '17' })).toBe(17);
    expect(wait({ 'Retry-After': 'Tue, 04 Mar 2025 10:01:30 GMT' })).toBe(90);
    const reset = String(Math.floor(now.getTime() / 1000) + 200);
    expect(wait({ 'Retry-After': '17', 'X-Ratelimit-Reset': reset })).toBe(17);
    // 199.5 s to the reset, in whole seconds.
    expect(wait({ 'X-Ratelimit-Reset': reset })).toBe(200);
    expect(wait({})).toBe(60);
    expect(wait({ 'Retry-After': 'soon', 'X-Ratelimit-Reset': 'later' })).toBe(60);
  });

  it('is at least 1 s and at most the register\'s five-minute window', () => {
    expect(wait({ 'Retry-After': '0' })).toBe(1);
    expect(wait({ 'Retry-After': 'Tue, 04 Mar 2025 09:00:00 GMT' })).toBe(1);
    expect(wait({ 'Retry-After': '86400' })).toBe(300);
  });
});

describe('CompaniesHouseDirectory failures', () => {
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('gives up after its timeout', async () => {
    const double = startDouble();
    double.state.mode = 'silent';
    const logged = quiet();
    try {
      const directory = new CompaniesHouseDirectory({ apiKey: API_KEY, baseUrl: await double.listening, timeoutMs: 200 });
      const started = Date.now();
      await expect(directory.search('quay')).rejects.toBeInstanceOf(CompanySearchUnavailableError);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      logged.mockRestore();
      await double.close();
    }
  });

  it('treats a refused connection as unavailable', async () => {
    const double = startDouble();
    const baseUrl = await double.listening;
    await double.close();
    const logged = quiet();
    try {
      await expect(new CompaniesHouseDirectory({ apiKey: API_KEY, baseUrl }).search('quay')).rejects.toBeInstanceOf(
        CompanySearchUnavailableError,
      );
    } finally {
      logged.mockRestore();
    }
  });

  it('is chosen only when an API key is configured', () => {
    expect(createCompanyDirectory({ companiesHouseApiKey: null, companiesHouseUrl: 'https://x.example' }).kind).toBe('local');
    expect(createCompanyDirectory({ companiesHouseApiKey: 'k', companiesHouseUrl: 'https://x.example' }).kind).toBe('companies-house');
  });
});
