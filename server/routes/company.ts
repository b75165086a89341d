import { Hono } from 'hono';
import { CompanySearchText, type CompanySearchResult } from '../../src/api/contract';
import type { Services } from '../services';
import { readParam } from '../http/body';
import { badGateway } from '../http/errors';
import { requireSession } from '../auth/middleware';
import { CompanySearchUnavailableError, MAX_COMPANY_RESULTS } from '../companies/directory';

export const COMPANY_SEARCH_UNAVAILABLE_MESSAGE = 'Company search is unavailable right now.';

/** GET company/{search text}: the account form's company lookup, asked on every change of the name. */
export function companyRoutes(services: Services) {
  const app = new Hono();

  app.get('/:search', requireSession(services), async (c) => {
    const text = readParam('search', c.req.param('search').trim(), CompanySearchText);
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
