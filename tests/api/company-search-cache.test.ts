import { describe, expect, it } from 'vitest';
import type { CompanySearchResult } from '../../src/api/contract';
import type { Clock } from '../../server/clock';
import type { CompanyDirectory } from '../../server/companies/directory';
import { CachedCompanyDirectory } from '../../server/companies/search-cache';

/** A register that counts the searches it is asked and answers each with one company named after it. */
function countingRegister() {
  const asked: string[] = [];
  let failing = false;
  let pending: (() => void)[] = [];
  let held = false;
  const register: CompanyDirectory = {
    kind: 'companies-house',
    search: async (text) => {
      asked.push(text);
      if (held) await new Promise<void>((resolve) => pending.push(resolve));
      if (failing) throw new Error('register down');
      const company: CompanySearchResult = {
        company_name: `${text} LTD`, company_number: '00000001', address_1: '', address_2: '', city: '', postcode: '', company_status: 'active',
      };
      return [company];
    },
  };
  return {
    register,
    asked,
    fail: (value: boolean) => { failing = value; },
    hold: () => { held = true; },
    release: () => { held = false; pending.forEach((resolve) => resolve()); pending = []; },
  };
}

const fixedClock = (): Clock & { ms: number } => ({ ms: Date.parse('2025-01-01T00:00:00Z'), now() { return new Date(this.ms); } });

describe('CachedCompanyDirectory', () => {
  it('keeps the same kind as the register it stands before', () => {
    expect(new CachedCompanyDirectory(countingRegister().register, fixedClock()).kind).toBe('companies-house');
  });

  it('keeps at most its size, dropping the least recently used search first', async () => {
    const { register, asked } = countingRegister();
    const cache = new CachedCompanyDirectory(register, fixedClock(), 2);
    await cache.search('alpha');
    await cache.search('beta');
    // Reading alpha makes beta the least recently used...
    await cache.search('alpha');
    // ...so a third search drops beta, not alpha.
    await cache.search('gamma');
    await cache.search('alpha');
    expect(asked).toEqual(['alpha', 'beta', 'gamma']);
    await cache.search('beta');
    expect(asked).toEqual(['alpha', 'beta', 'gamma', 'beta']);
  });

  it('asks the register once for the same search made again while the first is under way', async () => {
    const { register, asked, hold, release } = countingRegister();
    const cache = new CachedCompanyDirectory(register, fixedClock());
    hold();
    const answers = [cache.search('heron'), cache.search('Heron')];
    release();
    const [first, second] = await Promise.all(answers);
    expect(second).toEqual(first);
    expect(asked).toEqual(['heron']);
  });

  it('keeps no failure, also for those who asked while it was under way', async () => {
    const { register, asked, fail, hold, release } = countingRegister();
    const cache = new CachedCompanyDirectory(register, fixedClock());
    fail(true);
    hold();
    const answers = [cache.search('otter'), cache.search('otter')];
    release();
    for (const answer of answers) await expect(answer).rejects.toThrow('register down');
    fail(false);
    expect(await cache.search('otter')).toHaveLength(1);
    expect(asked).toEqual(['otter', 'otter']);
  });

  it('keeps an answer for 60 s from when it was asked', async () => {
    const { register, asked } = countingRegister();
    const clock = fixedClock();
    const cache = new CachedCompanyDirectory(register, clock);
    await cache.search('wren');
    clock.ms += 59_999;
    await cache.search('wren');
    expect(asked).toHaveLength(1);
    clock.ms += 1;
    await cache.search('wren');
    expect(asked).toHaveLength(2);
  });
});
