import type { CompanySearchResult } from '../../src/api/contract';
import { generateDemoCompanies } from './demo-generator';

/*
 * DEMO DATA. Every company below is made up: the names, company numbers, streets and postcodes
 * are generated from word lists (demo-words.ts) with a fixed seed, so the list is the same on
 * every run. Towns are real places so the addresses look right in the account form. None of
 * these is a real company; configure COMPANIES_HOUSE_API_KEY to search the real register.
 */

export const DEMO_COMPANY_COUNT = 240;
const SEED = 20_240_601;

export const demoDirectory: { readonly demo: true; readonly note: string; readonly companies: readonly CompanySearchResult[] } = {
  demo: true,
  note: 'Fictional companies for demos and tests; not taken from any register.',
  companies: generateDemoCompanies(DEMO_COMPANY_COUNT, SEED),
};
