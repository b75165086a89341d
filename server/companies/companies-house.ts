import { array, optional, string, type as shape, validate } from 'superstruct';
import type { CompanySearchResult } from '../../src/api/contract';
import { CompanySearchUnavailableError, MAX_COMPANY_RESULTS, type CompanyDirectory } from './directory';

export const COMPANIES_HOUSE_TIMEOUT_MS = 5000;

// The documented search answer. `type` (not `object`): the register sends many more fields than we read.
const Address = shape({
  premises: optional(string()),
  address_line_1: optional(string()),
  address_line_2: optional(string()),
  locality: optional(string()),
  postal_code: optional(string()),
});
const SearchAnswer = shape({
  items: optional(array(shape({ title: string(), company_number: string(), address: optional(Address) }))),
});

type Options = { apiKey: string; baseUrl: string; timeoutMs?: number };

/** GET {baseUrl}/search/companies of the Companies House public data API, with the key as basic-auth user. */
export class CompaniesHouseDirectory implements CompanyDirectory {
  readonly kind = 'companies-house';
  private readonly authorization: string;

  constructor(private readonly options: Options) {
    this.authorization = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
  }

  async search(text: string): Promise<CompanySearchResult[]> {
    const query = new URLSearchParams({ q: text, items_per_page: String(MAX_COMPANY_RESULTS) });
    const url = `${this.options.baseUrl}/search/companies?${query}`;
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        headers: { Authorization: this.authorization, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? COMPANIES_HOUSE_TIMEOUT_MS),
      });
      if (response.ok) body = await response.json();
      // An unread error body would keep the connection busy.
      else await response.body?.cancel();
    } catch (error) {
      throw unavailable(`request failed: ${(error as Error).message}`);
    }
    if (!response.ok) throw unavailable(`answered ${response.status}`);
    const [invalid, answer] = validate(body, SearchAnswer);
    if (invalid) throw unavailable(`unexpected answer: ${invalid.message}`);
    return (answer.items ?? []).slice(0, MAX_COMPANY_RESULTS).map(({ title, company_number, address }) => ({
      company_name: title,
      company_number,
      address_1: firstLine(address?.premises, address?.address_line_1),
      address_2: address?.address_line_2?.trim() ?? '',
      city: address?.locality?.trim() ?? '',
      postcode: address?.postal_code?.trim() ?? '',
    }));
  }
}

/** The operator sees why (never the key); the user gets the route's generic message. */
function unavailable(reason: string): CompanySearchUnavailableError {
  console.error(`Companies House search ${reason}`);
  return new CompanySearchUnavailableError(reason);
}

/**
 * The register keeps the house number or building apart from the street. A number reads
 * "12 High Street"; a building name reads "Acme House, High Street".
 */
function firstLine(premises: string | undefined, line1: string | undefined): string {
  const house = premises?.trim() ?? '';
  const street = line1?.trim() ?? '';
  if (!house || !street) return house || street;
  return /^\d+[A-Za-z]?(-\d+[A-Za-z]?)?$/.test(house) ? `${house} ${street}` : `${house}, ${street}`;
}
