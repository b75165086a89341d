import { parse, type Filter } from 'scim2-parse-filter';
import { scimErrorDetails } from '../../src/api/contract';
import { namesPrototype } from './forbidden-keys';
import { ScimError } from './scim-error';

/*
 * RFC 7644 3.4.2.2: a `filter` compiled to one SQL condition over a resource's columns. Every
 * value is a query parameter, never part of the text; every attribute is looked up in the
 * resource's map (a Map of lower-cased paths), so only the map's SQL reaches the statement.
 * Each comparison is true or false, never NULL (an attribute without a value is simply not
 * equal), so that `not` is the complement of what it wraps.
 */

/** One attribute a filter may compare: its SQL expression and type (RFC 7643 2.3). */
export type FilterColumn =
  | { type: 'string'; sql: string; caseExact: boolean }
  | { type: 'boolean'; sql: string }
  | { type: 'dateTime'; sql: string };

/** A multi-valued complex attribute: `where` wraps a condition on its values' sub-attributes (`sub`) in an EXISTS. */
export type FilterValues = { type: 'values'; where: (condition: string) => string; sub: ReadonlyMap<string, FilterColumn> };

/** A resource's filterable attributes by lower-cased path (`username`, `name.givenname`, `emails`), and its core schema. */
export type FilterMap = { schema: string; attributes: ReadonlyMap<string, FilterColumn | FilterValues> };

export type SqlCondition = { sql: string; params: unknown[] };

/** A string attribute of a filter map (caseExact false unless said). */
export const textColumn = (sql: string, caseExact = false): FilterColumn => ({ type: 'string', sql, caseExact });

/** `meta.created` and `meta.lastModified`, from the created_at and updated_at of the table aliased `alias`. */
export const metaDates = (alias: string): [string, FilterColumn][] => [
  ['meta.created', { type: 'dateTime', sql: `${alias}.created_at` }],
  ['meta.lastmodified', { type: 'dateTime', sql: `${alias}.updated_at` }],
];

/** Long enough for any provider's filter; short enough that compiling one costs nothing. */
const MAX_FILTER_LENGTH = 4000;
const MAX_COMPARISONS = 100;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export const invalidFilter = (problem: string) => new ScimError(400, scimErrorDetails.invalidFilter(problem), 'invalidFilter');

/** The filter's syntax tree, or 400 invalidFilter. */
export function parseFilter(raw: string): Filter {
  if (raw.length > MAX_FILTER_LENGTH) throw invalidFilter(`longer than ${MAX_FILTER_LENGTH} characters`);
  try {
    return parse(raw);
  } catch {
    throw invalidFilter('it does not follow the grammar');
  }
}

type Unknown = 'refuse' | 'false';

class Compiler {
  readonly params: unknown[] = [];
  readonly unknown = new Set<string>();
  private comparisons = 0;

  constructor(private readonly map: FilterMap, private readonly first: number, private readonly onUnknown: Unknown) {}

  private param(value: unknown): string {
    this.params.push(value);
    return `$${this.first + this.params.length - 1}`;
  }

  node(filter: Filter, within: FilterValues | null): string {
    switch (filter.op) {
      case 'and':
      case 'or':
        return `(${filter.filters.map((inner) => this.node(inner, within)).join(` ${filter.op} `)})`;
      case 'not':
        return `(not ${this.node(filter.filter, within)})`;
      case '[]': {
        if (within) throw invalidFilter('a value filter inside another');
        const values = this.lookup(filter.attrPath, null);
        if (values === null) return 'false';
        if (values.type !== 'values') throw invalidFilter(`${filter.attrPath} is not multi-valued`);
        return values.where(this.node(filter.valFilter, values));
      }
      default: {
        if (++this.comparisons > MAX_COMPARISONS) throw invalidFilter(`more than ${MAX_COMPARISONS} comparisons`);
        const found = this.lookup(filter.attrPath, within);
        if (found === null) return 'false';
        const [column, wrap] = found.type === 'values' ? this.valueOf(found, filter.attrPath) : [found, (sql: string) => sql];
        return wrap(filter.op === 'pr' ? present(column) : this.compare(column, filter.op, filter.compValue, filter.attrPath));
      }
    }
  }

  /** A multi-valued attribute compared as a whole compares its `value` (RFC 7644 3.4.2.2). */
  private valueOf(values: FilterValues, path: string): [FilterColumn, (sql: string) => string] {
    const column = values.sub.get('value');
    if (!column) throw invalidFilter(`${path} has no value to compare`);
    return [column, values.where];
  }

  /** The attribute a path names: a column, or a multi-valued attribute (wrapping `emails.value` in its EXISTS). */
  private lookup(raw: string, within: FilterValues | null): FilterColumn | FilterValues | null {
    if (namesPrototype(raw)) throw invalidFilter('an attribute name names a prototype');
    const lower = raw.toLowerCase();
    const schema = `${this.map.schema.toLowerCase()}:`;
    const path = lower.startsWith(schema) ? lower.slice(schema.length) : lower;
    const direct = within ? within.sub.get(path) : this.map.attributes.get(path);
    if (direct) return direct;
    const dot = path.indexOf('.');
    const parent = !within && dot > 0 ? this.map.attributes.get(path.slice(0, dot)) : undefined;
    const sub = parent?.type === 'values' ? parent.sub.get(path.slice(dot + 1)) : undefined;
    if (parent?.type === 'values' && sub) return { type: 'values', where: parent.where, sub: new Map([['value', sub]]) };
    if (this.onUnknown === 'false') {
      this.unknown.add(path);
      return null;
    }
    throw invalidFilter(`${raw.slice(0, 100)} is not an attribute a filter may compare`);
  }

  private compare(column: FilterColumn, op: string, value: unknown, path: string): string {
    if (value === null) throw invalidFilter(`${path} is compared with null (use pr)`);
    if (column.type === 'boolean') {
      if (typeof value !== 'boolean' || (op !== 'eq' && op !== 'ne')) throw invalidFilter(`${path} is a boolean: eq or ne true or false`);
      return op === 'eq' ? `coalesce(${column.sql} = ${this.param(value)}::boolean, false)` : `coalesce(${column.sql} <> ${this.param(value)}::boolean, true)`;
    }
    if (column.type === 'dateTime') {
      if (typeof value !== 'string' || !DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) throw invalidFilter(`${path} is compared with something not a date`);
      const operator = ORDER.get(op);
      if (!operator) throw invalidFilter(`${path} is a date: eq, ne, gt, ge, lt or le`);
      // Answers show milliseconds: a date read from one compares equal to it.
      const left = `date_trunc('milliseconds', ${column.sql})`;
      const right = `${this.param(new Date(value).toISOString())}::timestamptz`;
      return `coalesce(${left} ${operator} ${right}, ${op === 'ne'})`;
    }
    if (typeof value !== 'string' && typeof value !== 'number') throw invalidFilter(`${path} is a string`);
    const text = String(value);
    // No stored value holds a NUL, and the database refuses to compare one.
    if (text.includes('\u0000')) throw invalidFilter('a value holds a NUL character');
    const fold = (sql: string) => (column.caseExact ? sql : `lower(${sql})`);
    const left = fold(column.sql);
    const right = fold(`${this.param(text)}::text`);
    switch (op) {
      case 'co': return `coalesce(strpos(${left}, ${right}) > 0, false)`;
      case 'sw': return `coalesce(left(${left}, length(${right})) = ${right}, false)`;
      case 'ew': return `coalesce(right(${left}, length(${right})) = ${right}, false)`;
      default: {
        const operator = ORDER.get(op);
        if (!operator) throw invalidFilter(`unknown operator ${op.slice(0, 10)}`);
        // Ordered lexicographically by code point, the same on PGlite and PostgreSQL whatever their locale.
        return `coalesce(${left} collate "C" ${operator} ${right} collate "C", ${op === 'ne'})`;
      }
    }
  }
}

const ORDER = new Map([['eq', '='], ['ne', '<>'], ['gt', '>'], ['ge', '>='], ['lt', '<'], ['le', '<=']]);

const present = (column: FilterColumn): string =>
  column.type === 'string' ? `coalesce(${column.sql} <> '', false)` : `(${column.sql} is not null)`;

/** The filter as a condition whose parameters are numbered from `first`; 400 invalidFilter for an attribute the map lacks. */
export function filterSql(filter: Filter, map: FilterMap, first: number): SqlCondition {
  const compiler = new Compiler(map, first, 'refuse');
  return { sql: compiler.node(filter, null), params: compiler.params };
}

/**
 * For a search over several resource types (RFC 7644 3.4.2.1): an attribute one type lacks is
 * false for that type; the paths it lacked, so that a path no type has is still refused.
 */
export function filterSqlLenient(filter: Filter, map: FilterMap, first: number): SqlCondition & { unknown: Set<string> } {
  const compiler = new Compiler(map, first, 'false');
  return { sql: compiler.node(filter, null), params: compiler.params, unknown: compiler.unknown };
}
