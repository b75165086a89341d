import { Hono } from 'hono';
import { CompanySearchText, TOO_MANY_ATTEMPTS_STATUS, type CompanySearchResult } from '../../src/api/contract';
import type { Services } from '../services';
import { readParam } from '../http/body';
import { badGateway, HttpError } from '../http/errors';
import { requireSession } from '../auth/middleware';
import { CompanySearchBusyError, CompanySearchUnavailableError, MAX_COMPANY_RESULTS } from '../companies/directory';

export const COMPANY_SEARCH_UNAVAILABLE_MESSAGE = 'Company search is unavailable right now.';
/** The register's rate limit is reached: the portal shows this under the field. */
export const COMPANY_SEARCH_BUSY_MESSAGE = 'Company search is busy. Try again shortly.';

/** GET company/{search text}: the account form's company lookup, asked on every change of the name. */
export function companyRoutes(services: Services) {
  const app = new Hono();

  app.get('/:search', requireSession(services), async (c) => {
    const text = readParam('search', c.req.param('search').trim(), CompanySearchText);
    let results: CompanySearchResult[];
    try {
      results = await services.companies.search(text);
    } catch (error) {
      if (error instanceof CompanySearchBusyError) throw busy(error.retryAfterSeconds);
      if (error instanceof CompanySearchUnavailableError) throw badGateway(COMPANY_SEARCH_UNAVAILABLE_MESSAGE);
      throw error;
    }
    return c.json(results.slice(0, MAX_COMPANY_RESULTS) satisfies CompanySearchResult[]);
  });

  return app;
}

/** The portal's own 429, with the register's wait, so a client that honours Retry-After waits as long. */
const busy = (retryAfterSeconds: number) =>
  new HttpError(TOO_MANY_ATTEMPTS_STATUS, { message: COMPANY_SEARCH_BUSY_MESSAGE }, { 'Retry-After': String(retryAfterSeconds) });
