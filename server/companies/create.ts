import type { Config } from '../config';
import { CompaniesHouseDirectory } from './companies-house';
import type { CompanyDirectory } from './directory';
import { LocalCompanyDirectory } from './local';

/** Companies House when an API key is configured, else the bundled demo directory. */
export function createCompanyDirectory(config: Pick<Config, 'companiesHouseApiKey' | 'companiesHouseUrl'>): CompanyDirectory {
  return config.companiesHouseApiKey
    ? new CompaniesHouseDirectory({ apiKey: config.companiesHouseApiKey, baseUrl: config.companiesHouseUrl })
    : new LocalCompanyDirectory();
}
