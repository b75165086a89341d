import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { array, assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompanySearchResult } from '../../src/api/contract';
import { CompaniesHouseDirectory } from '../../server/companies/companies-house';
import { createCompanyDirectory } from '../../server/companies/create';
import { CompanySearchUnavailableError } from '../../server/companies/directory';
import type { Env } from '../../server/config';
import { dbKinds, useApiApp } from '../support/api-app';
import { registerVerifiedUser } from '../support/api-users';

const API_KEY = 'ch-test-key-123';
const UNAVAILABLE = { message: 'Company search is unavailable right now.' };

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
      title: 'SAMPLE HOUSE HOLDINGS LTD', company_number: 'SC765432',
      address: { premises: 'Sample House', address_line_1: '3 Other Road', locality: 'Glasgow', postal_code: 'G1 1AA' },
    },
    { title: 'NO ADDRESS LTD', company_number: '00000042' },
  ],
};

type Mode = 'ok' | 'error' | 'not-json' | 'silent';

/** A stand-in for Companies House on 127.0.0.1: records what it was asked, answers as `mode` says. */
function startDouble() {
  const state = { mode: 'ok' as Mode, requests: [] as { url: string; authorization: string | undefined }[] };
  const server: Server = createServer((request: IncomingMessage, response) => {
    state.requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    if (state.mode === 'silent') return;
    if (state.mode === 'error') return void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
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
      { company_name: 'QUAYSIDE TEST TRADING LIMITED', company_number: '01234567', address_1: '12 Example Street', address_2: 'Westgate', city: 'Leeds', postcode: 'LS1 4AB' },
      { company_name: 'SAMPLE HOUSE HOLDINGS LTD', company_number: 'SC765432', address_1: 'Sample House, 3 Other Road', address_2: '', city: 'Glasgow', postcode: 'G1 1AA' },
      { company_name: 'NO ADDRESS LTD', company_number: '00000042', address_1: '', address_2: '', city: '', postcode: '' },
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
