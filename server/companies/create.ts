import { systemClock, type Clock } from '../clock';
import type { Config } from '../config';
import { CompaniesHouseDirectory } from './companies-house';
import type { CompanyDirectory } from './directory';
import { LocalCompanyDirectory } from './local';
import { CachedCompanyDirectory } from './search-cache';

/**
 * Companies House when an API key is configured, behind a short cache that spares the key's calls;
 * else the bundled demo directory, which is memory already.
 */
export function createCompanyDirectory(
  config: Pick<Config, 'companiesHouseApiKey' | 'companiesHouseUrl'>,
  clock: Clock = systemClock,
): CompanyDirectory {
  if (!config.companiesHouseApiKey) return new LocalCompanyDirectory();
  const register = new CompaniesHouseDirectory({ apiKey: config.companiesHouseApiKey, baseUrl: config.companiesHouseUrl, clock });
  return new CachedCompanyDirectory(register, clock);
}
