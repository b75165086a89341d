import type { Context } from 'hono';
import { scimErrorDetails } from '../../src/api/contract';
import { namesPrototype } from './forbidden-keys';
import { ScimError } from './scim-error';
import { GROUP_SCHEMA } from './scim-groups';
import { USER_SCHEMA } from './scim-users';
import { ENTERPRISE_USER_SCHEMA } from './user-attributes';

/*
 * RFC 7644 3.4.2.5 and 3.9: `attributes` (only these, beside what is always returned) and
 * `excludedAttributes` (all but these), applied to a resource after it is built, so that whatever
 * the resource holds is projected the same way. A name is a path of lower-cased segments
 * (`name.givenName`, `emails.value`, a schema URN before it); the names asked for become a tree of
 * Maps, and the resource's own keys are looked up in it: a name the client chose never indexes
 * an object.
 */

/** RFC 7643 3.1 and 7: `id` is returned always; `schemas` says what the answer is. */
const ALWAYS = new Set(['id', 'schemas']);

type Names = Map<string, Names | true>;
export type Projection = { attributes: Names | null; excluded: Names | null };
export type ResourceKind = 'User' | 'Group';

const CORE = new Map<ResourceKind, string>([['User', USER_SCHEMA.toLowerCase()], ['Group', GROUP_SCHEMA.toLowerCase()]]);

/** The extensions whose attributes a resource of that kind may hold under the schema's URN. */
const EXTENSIONS = new Map<ResourceKind, string[]>([['User', [ENTERPRISE_USER_SCHEMA.toLowerCase()]], ['Group', []]]);

const invalid = (name: string) =>
  new ScimError(400, scimErrorDetails.invalidAttributeName(name.slice(0, 100)), 'invalidValue');

/** A name's path on a resource of `kind`; null when it names an attribute of another schema. */
function pathOf(raw: string, kind: ResourceKind): string[] | null {
  const name = raw.trim().toLowerCase();
  const core = CORE.get(kind) ?? '';
  if (name.startsWith('urn:')) {
    if (name.startsWith(`${core}:`)) return name.slice(core.length + 1).split('.');
    for (const extension of EXTENSIONS.get(kind) ?? []) {
      if (name === extension) return [extension];
      if (name.startsWith(`${extension}:`)) return [extension, ...name.slice(extension.length + 1).split('.')];
    }
    return null;
  }
  return name.split('.');
}

/** The tree of the names listed, or null when none is. 400 invalidValue for a name that cannot be one. */
export function readNames(list: readonly string[] | undefined, kind: ResourceKind): Names | null {
  if (list === undefined) return null;
  const names: Names = new Map();
  for (const raw of list) {
    if (raw.trim() === '') continue;
    if (namesPrototype(raw) || raw.length > 200 || /[^A-Za-z0-9_$.:\-\s]/.test(raw)) throw invalid(raw);
    const path = pathOf(raw, kind);
    if (!path || path.some((segment) => segment === '')) continue;
    let node = names;
    for (const [index, segment] of path.entries()) {
      const inner = node.get(segment);
      if (inner === true) break;
      if (index === path.length - 1) node.set(segment, true);
      else {
        const next: Names = inner ?? new Map();
        node.set(segment, next);
        node = next;
      }
    }
  }
  return names.size > 0 ? names : null;
}

/** The comma-separated form of a query parameter, as a list. */
export const splitNames = (raw: string | undefined): string[] | undefined => (raw === undefined ? undefined : raw.split(','));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the attributes `names` lists (a subtree: only those sub-attributes, of each value of a multi-valued one). */
function keep(value: Record<string, unknown>, names: Names, top: boolean): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    const wanted = names.get(key.toLowerCase());
    if (top && ALWAYS.has(key)) entries.push([key, item]);
    else if (wanted === true) entries.push([key, item]);
    else if (wanted && Array.isArray(item)) {
      const kept = item.filter(isObject).map((element) => keep(element, wanted, false)).filter((element) => Object.keys(element).length > 0);
      if (kept.length > 0) entries.push([key, kept]);
    } else if (wanted && isObject(item)) {
      const kept = keep(item, wanted, false);
      if (Object.keys(kept).length > 0) entries.push([key, kept]);
    }
  }
  // fromEntries defines own properties: no key of the resource reaches a prototype's setter.
  return Object.fromEntries(entries);
}

/** All but the attributes `names` lists; what is always returned stays. */
function drop(value: Record<string, unknown>, names: Names, top: boolean): Record<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    const unwanted = names.get(key.toLowerCase());
    if (!unwanted || (top && ALWAYS.has(key))) entries.push([key, item]);
    else if (unwanted !== true && Array.isArray(item)) entries.push([key, item.map((element) => (isObject(element) ? drop(element, unwanted, false) : element))]);
    else if (unwanted !== true && isObject(item)) entries.push([key, drop(item, unwanted, false)]);
  }
  return Object.fromEntries(entries);
}

/** The resource as the projection shows it. */
export function project(resource: Record<string, unknown>, projection: Projection): Record<string, unknown> {
  const kept = projection.attributes ? keep(resource, projection.attributes, true) : resource;
  return projection.excluded ? drop(kept, projection.excluded, true) : kept;
}

/** Whether the projection returns a top-level attribute (lower-cased name), so it need not be read when not. */
export function returns(projection: Projection, name: string): boolean {
  if (projection.attributes && !projection.attributes.has(name)) return false;
  return projection.excluded?.get(name) !== true;
}

export const NO_PROJECTION: Projection = { attributes: null, excluded: null };

/** The projection a request's query asks for (RFC 7644 3.9: on GET, and on the answers of POST, PUT and PATCH). */
export function queryProjection(c: Context, kind: ResourceKind): Projection {
  return {
    attributes: readNames(splitNames(c.req.query('attributes')), kind),
    excluded: readNames(splitNames(c.req.query('excludedAttributes')), kind),
  };
}
