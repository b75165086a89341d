import { array, optional, string, type as shape, validate } from 'superstruct';
import type { CompanySearchResult } from '../../src/api/contract';
import { systemClock, type Clock } from '../clock';
import { CompanySearchBusyError, CompanySearchUnavailableError, MAX_COMPANY_RESULTS, type CompanyDirectory } from './directory';
import { busySeconds } from './retry-after';

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
  items: optional(
    array(shape({ title: string(), company_number: string(), company_status: optional(string()), address: optional(Address) })),
  ),
});

/** 429: the key's 600 calls in five minutes are spent. */
const TOO_MANY_REQUESTS = 429;

/** `clock` dates a 429's wait when Companies House names its end as a time. */
type Options = { apiKey: string; baseUrl: string; timeoutMs?: number; clock?: Clock };

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
    if (response.status === TOO_MANY_REQUESTS) throw busy(busySeconds(response.headers, (this.options.clock ?? systemClock).now()));
    if (!response.ok) throw unavailable(`answered ${response.status}`);
    const [invalid, answer] = validate(body, SearchAnswer);
    if (invalid) throw unavailable(`unexpected answer: ${invalid.message}`);
    return (answer.items ?? []).slice(0, MAX_COMPANY_RESULTS).map(({ title, company_number, company_status, address }) => ({
      company_name: title,
      company_number,
      address_1: firstLine(address?.premises, address?.address_line_1),
      address_2: address?.address_line_2?.trim() ?? '',
      city: address?.locality?.trim() ?? '',
      postcode: address?.postal_code?.trim() ?? '',
      company_status: company_status?.trim().toLowerCase() || null,
    }));
  }
}

/** The operator sees why (never the key); the user gets the route's generic message. */
function unavailable(reason: string): CompanySearchUnavailableError {
  console.error(`Companies House search ${reason}`);
  return new CompanySearchUnavailableError(reason);
}

/** The operator learns the key's calls are spent; the user is told to try again shortly. */
function busy(retryAfterSeconds: number): CompanySearchBusyError {
  console.error(`Companies House search answered 429 (the key's rate limit); busy for ${retryAfterSeconds} s`);
  return new CompanySearchBusyError(retryAfterSeconds);
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
