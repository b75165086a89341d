import { Hono, type Context } from 'hono';
import { validate } from 'superstruct';
import { ActivityQuery, type ActivityPage } from '../../src/api/contract';
import type { Services } from '../services';
import { badRequest } from '../http/errors';
import { requireAccount, requireAdministrator } from '../auth/middleware';
import { activityCsv } from '../activity/activity-csv';
import { activityPeople, activityState, listActivity, type ActivityFilter } from '../activity/activity-store';
import { ifNoneMatchHits } from '../http/etag';

const DEFAULT_PAGE_SIZE = 50;
const QUERY_FIELDS = ['page', 'page_size', 'person'] as const;

/**
 * The query string as ActivityQuery numbers: each given parameter must be a whole number in its
 * range; anything else (text, a fraction, an unknown parameter) is a 400 naming the parameter.
 */
function readActivityQuery(c: Context): ActivityQuery {
  const given = c.req.query();
  const errors: Record<string, string> = {};
  const numbers: Record<string, number> = {};
  for (const [key, value] of Object.entries(given)) {
    if (!(QUERY_FIELDS as readonly string[]).includes(key)) errors[key] = `${key} is not a parameter of this call`;
    else if (/^\d{1,10}$/.test(value)) numbers[key] = Number(value);
    else errors[key] = `${key} must be a whole number`;
  }
  if (Object.keys(errors).length === 0) {
    const [error, query] = validate(numbers, ActivityQuery);
    if (!error) return query;
    for (const failure of error.failures()) errors[String(failure.path[0] ?? 'query')] ??= failure.message;
  }
  throw badRequest(Object.values(errors)[0], errors);
}

/**
 * GET account/activity (the list, newest first, a page at a time) and GET account/activity/csv
 * (every entry of the same filter): account bearer, administrators only, like the members list.
 */
export function accountActivityRoutes(services: Services) {
  const { db } = services;
  const app = new Hono();
  const administrators = [requireAccount(services), requireAdministrator] as const;

  app.get('/', ...administrators, async (c) => {
    const query = readActivityQuery(c);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
    const filter: ActivityFilter = { accountId: c.get('accountId'), person: query.person ?? null };
    // The page is named by the query and the log's state: a portal holding it gets 304 and no rows
    // are read. The people's names are today's, read with the rows; a rename alone shows at the next entry.
    const etag = `W/"activity-${filter.accountId}-${filter.person ?? 'all'}-${page}-${pageSize}-${await activityState(db, filter.accountId)}"`;
    c.header('ETag', etag);
    if (ifNoneMatchHits(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
    // One entry past the page says whether more follow.
    const [rows, people] = await Promise.all([
      listActivity(db, filter, pageSize + 1, (page - 1) * pageSize),
      activityPeople(db, filter.accountId),
    ]);
    const entries = rows.slice(0, pageSize);
    return c.json({ entries, has_more: rows.length > pageSize, page, page_size: pageSize, people } satisfies ActivityPage);
  });

  app.get('/csv', ...administrators, async (c) => {
    const { person } = readActivityQuery(c);
    const entries = await listActivity(db, { accountId: c.get('accountId'), person: person ?? null }, null);
    return c.body(activityCsv(entries), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="activity.csv"',
      'Cache-Control': 'no-store',
    });
  });

  return app;
}
