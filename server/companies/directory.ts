import type { CompanySearchResult } from '../../src/api/contract';

/** The account form's company lookup (spec 2 "Account"): companies whose names match a text. */
export interface CompanyDirectory {
  readonly kind: 'local' | 'companies-house';
  /** Best matches first, at most MAX_COMPANY_RESULTS. `text` is trimmed and 1..100 characters. */
  search(text: string): Promise<CompanySearchResult[]>;
}

export const MAX_COMPANY_RESULTS = 20;

/** The upstream register could not answer; the route turns this into a 502. */
export class CompanySearchUnavailableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CompanySearchUnavailableError';
  }
}

/**
 * The upstream register refuses calls for now (Companies House: 600 per key per five minutes);
 * the route turns this into a 429 that says when to try again.
 */
export class CompanySearchBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`busy for ${retryAfterSeconds} s`);
    this.name = 'CompanySearchBusyError';
  }
}
