import type { Context } from 'hono';
import type { Filter } from 'scim2-parse-filter';
import { SCIM_MAX_PAGE, scimErrorDetails } from '../../src/api/contract';
import { queryProjection, returns } from './attribute-projection';
import { parseFilter } from './filter-sql';
import { ScimError } from './scim-error';

export const LIST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:ListResponse';

/** Providers page by `count`; without one, a page as long as any. */
const DEFAULT_PAGE = SCIM_MAX_PAGE;

export type Page = { startIndex: number; count: number };

/** RFC 7644 3.4.2.4: startIndex counts from 1 (less is 1), count from 0 (less is 0), at most SCIM_MAX_PAGE. */
export function readPage(c: Context): Page {
  const number = (name: string): number | null => {
    const raw = c.req.query(name);
    if (raw === undefined || raw === '') return null;
    if (!/^-?\d{1,10}$/.test(raw.trim())) throw new ScimError(400, scimErrorDetails.invalidBody(`${name} must be an integer.`), 'invalidValue');
    return Number(raw.trim());
  };
  const startIndex = Math.max(1, number('startIndex') ?? 1);
  const count = Math.min(SCIM_MAX_PAGE, Math.max(0, number('count') ?? DEFAULT_PAGE));
  return { startIndex, count };
}

/** The `filter` parameter's syntax tree (RFC 7644 3.4.2.2), null without one; 400 invalidFilter when it is none. */
export function readFilter(c: Context): Filter | null {
  const raw = c.req.query('filter');
  return raw === undefined || raw.trim() === '' ? null : parseFilter(raw);
}

export const listResponse = (resources: unknown[], total: number, page: Page) => ({
  schemas: [LIST_SCHEMA],
  totalResults: total,
  startIndex: page.startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

/**
 * Whether the answer leaves out a Group's top-level attribute (`excludedAttributes=members`, as
 * Entra ID sends, or `attributes` not naming it), so that it need not be read.
 */
export function excludes(c: Context, attribute: string): boolean {
  return !returns(queryProjection(c, 'Group'), attribute.toLowerCase());
}
