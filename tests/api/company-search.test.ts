import { array, assert } from 'superstruct';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompanySearchResult, isLiveCompanyStatus } from '../../src/api/contract';
import { demoDirectory } from '../../server/companies/demo-companies';
import { generateDemoCompanies } from '../../server/companies/demo-generator';
import { LocalCompanyDirectory } from '../../server/companies/local';
import { dbKinds, useApiApp } from '../support/api-app';
import { registerVerifiedUser } from '../support/api-users';

const POSTCODE = /^[A-Z]{1,2}\d{1,2}[A-Z]? \d[ABD-HJLNP-UW-Z]{2}$/;
const names = (results: CompanySearchResult[]) => results.map((result) => result.company_name);

describe('the demo company directory', () => {
  it('is marked as demo data and holds at least 200 distinct made-up UK companies', () => {
    expect(demoDirectory.demo).toBe(true);
    const { companies } = demoDirectory;
    expect(companies.length).toBeGreaterThanOrEqual(200);
    assert(companies, array(CompanySearchResult));
    expect(new Set(companies.map((company) => company.company_name)).size).toBe(companies.length);
    expect(new Set(companies.map((company) => company.company_number)).size).toBe(companies.length);
    for (const company of companies) {
      expect(company.company_number).toMatch(/^\d{8}$/);
      expect(company.postcode).toMatch(POSTCODE);
      expect(company.address_1).toMatch(/^\d+ [A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(company.city).not.toBe('');
      expect(company.company_name).toMatch(/ (Ltd|Limited|LLP|PLC)$/);
    }
  });

  it('holds mostly active companies, and some dissolved or in liquidation, as a search of the register finds', () => {
    const statuses = demoDirectory.companies.map((company) => company.company_status);
    expect(new Set(statuses)).toEqual(new Set(['active', 'dissolved', 'liquidation']));
    const live = statuses.filter(isLiveCompanyStatus).length;
    expect(live / statuses.length).toBeGreaterThan(0.85);
  });

  it('is the same on every run', () => {
    expect(generateDemoCompanies(demoDirectory.companies.length, 20_240_601)).toEqual(demoDirectory.companies);
    // Pinned, so a change to the generator or its word lists is a deliberate one.
    expect(demoDirectory.companies[1]).toEqual({
      company_name: 'Marblecrest Optics Ltd', company_number: '04130351', address_1: '68 Campionthorpe Way',
      address_2: '', city: 'Cardiff', postcode: 'CF11 7TA', company_status: 'active',
    });
  });
});

describe('LocalCompanyDirectory', () => {
  const company = (company_name: string): CompanySearchResult => ({
    company_name, company_number: '00000001', address_1: '1 Test Street', address_2: '', city: 'Leeds', postcode: 'LS1 1AA',
    company_status: 'active',
  });
  const directory = new LocalCompanyDirectory([
    company('Northwind Analytics Ltd'),
    company('Analytica Foods Ltd'),
    company('Heron & Tallis LLP'),
    company('Blue Analysts Ltd'),
    company('Anvil Works Ltd'),
  ]);

  it('puts name-prefix matches first, then word-prefix matches, each alphabetically; case does not matter', async () => {
    expect(names(await directory.search('ANAL'))).toEqual(['Analytica Foods Ltd', 'Blue Analysts Ltd', 'Northwind Analytics Ltd']);
    expect(names(await directory.search('an'))).toEqual([
      'Analytica Foods Ltd', 'Anvil Works Ltd', 'Blue Analysts Ltd', 'Northwind Analytics Ltd',
    ]);
  });

  it('matches a phrase at a word start, and every typed word in any order', async () => {
    expect(names(await directory.search('analytics ltd'))).toEqual(['Northwind Analytics Ltd']);
    expect(names(await directory.search('tallis her'))).toEqual(['Heron & Tallis LLP']);
    expect(names(await directory.search('heron & tal'))).toEqual(['Heron & Tallis LLP']);
    expect(await directory.search('nalytics')).toEqual([]);
    expect(await directory.search('&')).toEqual([]);
  });

  it('answers at most 20 of the demo directory', async () => {
    const demo = new LocalCompanyDirectory();
    const results = await demo.search('l');
    expect(results).toHaveLength(20);
  });
});

describe.each(dbKinds)('GET company/{search} (%s)', (kind) => {
  const api = useApiApp(kind);
  let token: string;
  beforeAll(async () => {
    token = (await registerVerifiedUser(api)).token;
  });

  it('searches the demo directory by name and word prefix: at most 20 contract-shaped results', async () => {
    const first = demoDirectory.companies[0];
    const head = first.company_name.split(' ')[0].slice(0, 4).toLowerCase();
    const response = await api.get<CompanySearchResult[]>(`company/${encodeURIComponent(head)}`, token);
    expect(response.status).toBe(200);
    assert(response.body, array(CompanySearchResult));
    expect(response.body.length).toBeGreaterThan(0);
    expect(response.body.length).toBeLessThanOrEqual(20);
    expect(names(response.body)).toContain(first.company_name);
    expect(response.body.find((result) => result.company_name === first.company_name)).toEqual(first);

    // The name-prefix matches come before word-prefix ones.
    const ranked = await api.get<CompanySearchResult[]>('company/Analytics', token);
    assert(ranked.body, array(CompanySearchResult));
    expect(ranked.body.every((result) => / Analytics /.test(result.company_name))).toBe(true);
    // Any text the portal encodes arrives decoded, slashes and all.
    for (const text of [' Harbour & ', 'A/S Nordic', 'École 100%']) {
      expect((await api.get(`company/${encodeURIComponent(text)}`, token)).status, text).toBe(200);
    }
    expect((await api.get<CompanySearchResult[]>('company/l', token)).body).toHaveLength(20);
  });

  it('answers a dissolved company with its status', async () => {
    const dissolved = demoDirectory.companies.find((company) => company.company_status === 'dissolved');
    expect(dissolved).toBeDefined();
    const response = await api.get<CompanySearchResult[]>(`company/${encodeURIComponent(dissolved!.company_name)}`, token);
    expect(response.status).toBe(200);
    expect(response.body[0]).toEqual(dissolved);
    expect(response.body[0].company_status).toBe('dissolved');
  });

  it('refuses a blank or over-long text with 400, and takes exactly 100 characters', async () => {
    expect(await api.get('company/%20%20', token)).toMatchObject({
      status: 400, body: { message: 'Search text is required', errors: { search: 'Search text is required' } },
    });
    expect(await api.get(`company/${'a'.repeat(101)}`, token)).toMatchObject({
      status: 400, body: { message: 'Search text must be at most 100 characters' },
    });
    expect(await api.get(`company/${'a'.repeat(100)}`, token)).toMatchObject({ status: 200, body: [] });
  });

  it('needs a session', async () => {
    expect(await api.get('company/harbour')).toMatchObject({
      status: 401, body: { message: 'Your session has expired. Please sign in again.' },
    });
  });
});
