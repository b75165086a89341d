import type { Context } from 'hono';
import { array, enums, number, optional, string, type, union, unknown } from 'superstruct';
import type { Filter } from 'scim2-parse-filter';
import { SCIM_MAX_PAGE, scimErrorDetails } from '../../src/api/contract';
import { NO_PROJECTION, readNames, splitNames, type Projection, type ResourceKind } from './attribute-projection';
import { parseFilter } from './filter-sql';
import type { Page } from './list-query';
import { readScimBody } from './scim-body';
import { ScimError } from './scim-error';

const KINDS: ResourceKind[] = ['User', 'Group'];

export const SEARCH_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:SearchRequest';

/** RFC 7644 3.4.3: the body of POST .search. Attribute lists as JSON arrays, or comma-separated as in a query. */
const names = optional(union([array(string()), string()]));
export const SearchBody = type({
  schemas: unknown(),
  attributes: names,
  excludedAttributes: names,
  filter: optional(string()),
  startIndex: optional(number()),
  count: optional(number()),
  // Sorting is not supported (ServiceProviderConfig says so): RFC 7644 3.4.2.3 lets these be read past.
  sortBy: optional(string()),
  sortOrder: optional(enums(['ascending', 'descending'])),
});

export type Search = { filter: Filter | null; page: Page; projection: (kind: ResourceKind) => Projection };

const invalidValue = (problem: string) => new ScimError(400, scimErrorDetails.invalidSearch(problem), 'invalidValue');

const integer = (value: number | undefined, name: string): number | null => {
  if (value === undefined) return null;
  if (!Number.isSafeInteger(value)) throw invalidValue(`${name} must be an integer.`);
  return value;
};

const list = (value: string[] | string | undefined) => (typeof value === 'string' ? splitNames(value) : value);

/** The search the body asks for: 400 invalidSyntax when it is not a SearchRequest, invalidValue when a field is wrong. */
export async function readSearch(c: Context): Promise<Search> {
  const body = await readScimBody(c, SearchBody);
  if (!Array.isArray(body.schemas) || !body.schemas.includes(SEARCH_SCHEMA)) {
    throw new ScimError(400, scimErrorDetails.invalidSearch(`schemas must be ["${SEARCH_SCHEMA}"].`), 'invalidSyntax');
  }
  // RFC 7644 3.4.2.4: as readPage reads the query's.
  const page = {
    startIndex: Math.max(1, integer(body.startIndex, 'startIndex') ?? 1),
    count: Math.min(SCIM_MAX_PAGE, Math.max(0, integer(body.count, 'count') ?? SCIM_MAX_PAGE)),
  };
  const filter = body.filter === undefined || body.filter.trim() === '' ? null : parseFilter(body.filter);
  const attributes = list(body.attributes);
  const excluded = list(body.excludedAttributes);
  // Read for each kind now, once: a name that cannot be one is refused before any query.
  const projections = new Map<ResourceKind, Projection>(
    KINDS.map((kind) => [kind, { attributes: readNames(attributes, kind), excluded: readNames(excluded, kind) }]),
  );
  return { filter, page, projection: (kind) => projections.get(kind) ?? NO_PROJECTION };
}
