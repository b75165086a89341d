import { scimErrorDetails } from '../../src/api/contract';
import { ScimError } from './scim-error';

/*
 * The User attributes a provider writes and gets back as written (RFC 7643 4.1 and 4.3): kept per
 * resource in scim_users.attributes under their canonical names, read from a body by name in any
 * case (RFC 7643 2.1). /Schemas publishes these same definitions (scim-documents.ts), so what it
 * calls readWrite and what is kept agree. userName, externalId and active have columns of their
 * own; anything else a body holds is read past.
 */

/** RFC 7643 4.3: the enterprise extension, kept under its URN. */
export const ENTERPRISE_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

export type AttributeSpec = {
  name: string; type: 'string' | 'boolean' | 'complex' | 'reference'; multiValued?: boolean; required?: boolean; caseExact?: boolean;
  mutability?: string; uniqueness?: string; referenceTypes?: string[]; canonicalValues?: string[]; subAttributes?: AttributeSpec[];
};

const str = (name: string): AttributeSpec => ({ name, type: 'string' });

/** A multi-valued attribute of typed values (emails, phoneNumbers). */
const typedValues = (name: string, types: string[]): AttributeSpec => ({
  name, type: 'complex', multiValued: true, subAttributes: [
    str('value'), str('display'), { name: 'type', type: 'string', canonicalValues: types }, { name: 'primary', type: 'boolean' },
  ],
});

export const KEPT_USER_ATTRIBUTES: readonly AttributeSpec[] = [
  {
    name: 'name', type: 'complex', subAttributes: [
      str('formatted'), str('familyName'), str('givenName'), str('middleName'), str('honorificPrefix'), str('honorificSuffix'),
    ],
  },
  str('displayName'),
  str('nickName'),
  str('title'),
  str('preferredLanguage'),
  str('locale'),
  str('timezone'),
  typedValues('emails', ['work', 'home', 'other']),
  typedValues('phoneNumbers', ['work', 'home', 'mobile', 'fax', 'pager', 'other']),
];

export const ENTERPRISE_ATTRIBUTES: readonly AttributeSpec[] = [
  str('employeeNumber'), str('costCenter'), str('organization'), str('division'), str('department'),
  {
    name: 'manager', type: 'complex', subAttributes: [
      str('value'), { name: '$ref', type: 'reference', referenceTypes: ['User'] }, str('displayName'),
    ],
  },
];

const byName = (specs: readonly AttributeSpec[]) => new Map(specs.map((spec) => [spec.name.toLowerCase(), spec]));
const CORE = byName(KEPT_USER_ATTRIBUTES);
const ENTERPRISE = byName(ENTERPRISE_ATTRIBUTES);
const SUB = new Map<AttributeSpec, Map<string, AttributeSpec>>();
const subOf = (spec: AttributeSpec) => {
  let found = SUB.get(spec);
  if (!found) SUB.set(spec, (found = byName(spec.subAttributes ?? [])));
  return found;
};

export type Written = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const wrongType = (path: string, what: string) =>
  new ScimError(400, scimErrorDetails.invalidBody(`${path.slice(0, 200)} must be ${what}.`), 'invalidValue');

/** One value as the spec keeps it; undefined when it holds nothing (null, or empty once read). */
function keptValue(spec: AttributeSpec, value: unknown, path: string): unknown {
  if (value === null || value === undefined) return undefined;
  if (spec.multiValued) {
    if (!Array.isArray(value)) throw wrongType(path, 'a list');
    const items = value.map((item, index) => keptSingle(spec, item, `${path}[${index}]`)).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  return keptSingle(spec, value, path);
}

function keptSingle(spec: AttributeSpec, value: unknown, path: string): unknown {
  if (value === null || value === undefined) return undefined;
  switch (spec.type) {
    case 'boolean':
      // Microsoft Entra ID sends booleans as the strings "True" and "False".
      if (typeof value === 'boolean') return value;
      if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
      throw wrongType(path, 'true or false');
    case 'complex':
      if (!isObject(value)) throw wrongType(path, 'an object');
      return keptObject(subOf(spec), value, path);
    default:
      if (typeof value === 'number') return String(value);
      if (typeof value !== 'string') throw wrongType(path, 'a string');
      return value;
  }
}

/** The attributes of `value` that `specs` name, under their canonical names; undefined when none. */
function keptObject(specs: ReadonlyMap<string, AttributeSpec>, value: Record<string, unknown>, path: string): Written | undefined {
  const entries: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    const spec = specs.get(key.toLowerCase());
    if (!spec) continue;
    const kept = keptValue(spec, item, path ? `${path}.${spec.name}` : spec.name);
    if (kept !== undefined) entries.push([spec.name, kept]);
  }
  // fromEntries defines own properties: no key reaches a prototype's setter.
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** What a body (or a resource a PATCH made) writes: its readWrite attributes, the enterprise ones under the extension's URN. */
export function writtenAttributes(body: Record<string, unknown>): Written {
  const core = keptObject(CORE, body, '') ?? {};
  const extensionKey = Object.keys(body).find((key) => key.toLowerCase() === ENTERPRISE_USER_SCHEMA.toLowerCase());
  const extension = extensionKey === undefined ? undefined : body[extensionKey];
  if (extension !== undefined && extension !== null && !isObject(extension)) throw wrongType(ENTERPRISE_USER_SCHEMA, 'an object');
  const enterprise = isObject(extension) ? keptObject(ENTERPRISE, extension, ENTERPRISE_USER_SCHEMA) : undefined;
  return enterprise ? { ...core, [ENTERPRISE_USER_SCHEMA]: enterprise } : core;
}
