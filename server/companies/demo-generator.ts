import type { CompanySearchResult } from '../../src/api/contract';
import {
  INWARD_LETTERS, LEGAL_FORMS, NAME_HEADS, NAME_TAILS, PARTNER_NAMES, SECTORS, STREET_HEADS, STREET_KINDS,
  STREET_STEMS, TOWNS,
} from './demo-words';

/**
 * mulberry32: a tiny seeded PRNG. Integer arithmetic only, so every Node version and machine
 * generates the very same directory; tests and demos can rely on its entries.
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pick = <T>(list: readonly T[]) => T;

function tradingName(pick: Pick, random: () => number): string {
  const form = pick(LEGAL_FORMS);
  // LLPs are partnerships: "Heron & Tallis LLP" reads right, "Heronlight Bakery LLP" does not.
  if (form === 'LLP' || random() < 0.15) {
    const partners = `${pick(NAME_HEADS)} & ${pick(PARTNER_NAMES)}`;
    return form === 'LLP' ? `${partners} LLP` : `${partners} ${pick(SECTORS)} ${form}`;
  }
  return `${pick(NAME_HEADS)}${pick(NAME_TAILS)} ${pick(SECTORS)} ${form}`;
}

function postcode(pick: Pick, random: () => number, town: (typeof TOWNS)[number]): string {
  const district = 1 + Math.floor(random() * town.districts);
  const letters = INWARD_LETTERS.split('');
  return `${pick(town.areas)}${district} ${Math.floor(random() * 10)}${pick(letters)}${pick(letters)}`;
}

function secondLine(pick: Pick, random: () => number): string {
  const roll = random();
  if (roll < 0.12) return `Unit ${1 + Math.floor(random() * 30)}`;
  if (roll < 0.24) return `Suite ${1 + Math.floor(random() * 400)}`;
  if (roll < 0.32) return `${pick(['First', 'Second', 'Third', 'Ground'])} Floor`;
  return '';
}

/**
 * Most companies a search of the register finds are active, some are long dissolved and a few are
 * being wound up; the lookup must show those as such. Chosen by position rather than by the random
 * sequence, so every name and address stays as it is.
 */
function demoStatus(index: number): string {
  if (index % 16 === 5) return 'dissolved';
  if (index % 60 === 40) return 'liquidation';
  return 'active';
}

/** `count` distinct made-up companies; the same seed always gives the same list. */
export function generateDemoCompanies(count: number, seed: number): CompanySearchResult[] {
  const random = seededRandom(seed);
  const pick: Pick = (list) => list[Math.floor(random() * list.length)];
  const names = new Set<string>();
  const numbers = new Set<string>();
  const companies: CompanySearchResult[] = [];
  while (companies.length < count) {
    const company_name = tradingName(pick, random);
    // England and Wales numbers are eight digits, most with leading zeros.
    const company_number = String(1_000_000 + Math.floor(random() * 14_000_000)).padStart(8, '0');
    const town = pick(TOWNS);
    const street = `${pick(STREET_HEADS)}${pick(STREET_STEMS)} ${pick(STREET_KINDS)}`;
    const company: CompanySearchResult = {
      company_name,
      company_number,
      address_1: `${1 + Math.floor(random() * 240)} ${street}`,
      address_2: secondLine(pick, random),
      city: town.city,
      postcode: postcode(pick, random, town),
      company_status: demoStatus(companies.length),
    };
    if (names.has(company_name) || numbers.has(company_number)) continue;
    names.add(company_name);
    numbers.add(company_number);
    companies.push(company);
  }
  return companies;
}
