import { Hono } from 'hono';
import type { CompanySearchResult } from '../../src/api/contract';
import type { Services } from '../services';
import { badGateway, badRequest } from '../http/errors';
import { requireSession } from '../auth/middleware';
import { CompanySearchUnavailableError, MAX_COMPANY_RESULTS } from '../companies/directory';

export const MAX_SEARCH_LENGTH = 100;
export const SEARCH_REQUIRED_MESSAGE = 'Search text is required';
export const SEARCH_TOO_LONG_MESSAGE = `Search text must be at most ${MAX_SEARCH_LENGTH} characters`;
export const COMPANY_SEARCH_UNAVAILABLE_MESSAGE = 'Company search is unavailable right now.';

/** GET company/{search text}: the account form's company lookup, asked on every change of the name. */
export function companyRoutes(services: Services) {
  const app = new Hono();

  app.get('/:search', requireSession(services), async (c) => {
    const text = c.req.param('search').trim();
    if (!text) throw badRequest(SEARCH_REQUIRED_MESSAGE, { search: SEARCH_REQUIRED_MESSAGE });
    if (text.length > MAX_SEARCH_LENGTH) throw badRequest(SEARCH_TOO_LONG_MESSAGE, { search: SEARCH_TOO_LONG_MESSAGE });
    let results: CompanySearchResult[];
    try {
      results = await services.companies.search(text);
    } catch (error) {
      if (error instanceof CompanySearchUnavailableError) throw badGateway(COMPANY_SEARCH_UNAVAILABLE_MESSAGE);
      throw error;
    }
    return c.json(results.slice(0, MAX_COMPANY_RESULTS) satisfies CompanySearchResult[]);
  });

  return app;
}
