import type { Context } from 'hono';
import { parse, type Filter } from 'scim2-parse-filter';
import { SCIM_MAX_PAGE, scimErrorDetails } from '../../src/api/contract';
import { namesPrototype } from './forbidden-keys';
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

const invalidFilter = () => new ScimError(400, scimErrorDetails.invalidFilter, 'invalidFilter');

/**
 * The `filter` parameter as one attribute and the value it must equal, for the attributes
 * `columns` names (keys lower-cased: SCIM attribute names are case-insensitive); null without a
 * filter. The providers' existence checks are all of this form; anything else is invalidFilter.
 */
export function readEqFilter<C extends string>(c: Context, columns: Record<string, C>): { column: C; attribute: string; value: string } | null {
  const raw = c.req.query('filter');
  if (raw === undefined || raw.trim() === '') return null;
  let filter: Filter;
  try {
    filter = parse(raw);
  } catch {
    throw invalidFilter();
  }
  if (filter.op !== 'eq' || !('compValue' in filter) || typeof filter.compValue !== 'string') throw invalidFilter();
  // No stored value holds a NUL, and the database refuses to compare one.
  if (filter.compValue.includes('\u0000')) throw invalidFilter();
  // Only the columns' own names are looked up, but a prototype's name is no attribute at all.
  if (namesPrototype(filter.attrPath)) throw invalidFilter();
  const attribute = filter.attrPath.replace(/^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i, '').toLowerCase();
  if (!Object.hasOwn(columns, attribute)) throw invalidFilter();
  return { column: columns[attribute], attribute, value: filter.compValue };
}

export const listResponse = (resources: unknown[], total: number, page: Page) => ({
  schemas: [LIST_SCHEMA],
  totalResults: total,
  startIndex: page.startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

/** Whether the provider asked to leave an attribute out (`excludedAttributes=members`, as Entra ID does). */
export function excludes(c: Context, attribute: string): boolean {
  const raw = c.req.query('excludedAttributes') ?? '';
  return raw.split(',').some((name) => name.trim().toLowerCase() === attribute.toLowerCase());
}
