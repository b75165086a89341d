import { SCIM_BASE_PATH, SCIM_MAX_PAGE } from '../../src/api/contract';
import type { FilterMap } from './filter-sql';
import { GROUP_FILTER_MAP } from './group-filter-map';
import { LIST_SCHEMA } from './list-query';
import { GROUP_SCHEMA } from './scim-groups';
import { USER_SCHEMA } from './scim-users';
import { ENTERPRISE_ATTRIBUTES, ENTERPRISE_USER_SCHEMA, KEPT_USER_ATTRIBUTES, type AttributeSpec } from './user-attributes';
import { USER_FILTER_MAP } from './user-filter-map';

/*
 * RFC 7643 5-7: what this server supports, told to a provider that asks. Static: the same for
 * every account, and only what the routes really do (PATCH, filters and .search yes; bulk, sort,
 * ETags, password changes no).
 */

const location = (publicUrl: string, path: string) => `${publicUrl}${SCIM_BASE_PATH}${path}`;

export const serviceProviderConfig = (publicUrl: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_MAX_PAGE },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [{
    type: 'oauthbearertoken', name: 'OAuth Bearer Token', primary: true,
    description: 'The SCIM token an administrator creates on Single sign-on, sent as Authorization: Bearer <token>.',
  }],
  meta: { resourceType: 'ServiceProviderConfig', location: location(publicUrl, '/ServiceProviderConfig') },
});

const resourceType = (publicUrl: string, name: 'User' | 'Group', schema: string, extensions: string[] = []) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
  id: name,
  name,
  endpoint: `/${name}s`,
  schema,
  ...(extensions.length > 0 ? { schemaExtensions: extensions.map((extension) => ({ schema: extension, required: false })) } : {}),
  meta: { resourceType: 'ResourceType', location: location(publicUrl, `/ResourceTypes/${name}`) },
});

export const resourceTypes = (publicUrl: string) => [
  resourceType(publicUrl, 'User', USER_SCHEMA, [ENTERPRISE_USER_SCHEMA]),
  resourceType(publicUrl, 'Group', GROUP_SCHEMA),
];

type Attribute = AttributeSpec;

type AttributeDefinition = Omit<Attribute, 'subAttributes'> & {
  description: string; multiValued: boolean; required: boolean; caseExact: boolean; mutability: string; returned: string; uniqueness: string;
  subAttributes?: AttributeDefinition[];
};

/**
 * Whether a filter may compare the attribute at `path` (its name, and its parent's before it):
 * read from the resource's filter map, so that what /Schemas says and what filters do agree.
 * RFC 7643 has no characteristic for it: the description says it.
 */
function filterable(map: FilterMap, path: string[]): boolean {
  const [top, sub] = path.map((segment) => segment.toLowerCase());
  const whole = map.attributes.get(path.map((segment) => segment.toLowerCase()).join('.'));
  if (whole) return true;
  const parent = map.attributes.get(top);
  return sub !== undefined && parent?.type === 'values' && parent.sub.has(sub);
}

const definition = (map: FilterMap, parent: string[]) => (
  { multiValued = false, required = false, caseExact = false, mutability = 'readWrite', uniqueness = 'none', subAttributes, ...rest }: Attribute,
): AttributeDefinition => ({
  ...rest,
  description: filterable(map, [...parent, rest.name]) ? `${rest.name}; filters may compare it.` : rest.name,
  multiValued, required, caseExact, mutability, returned: rest.name === 'id' ? 'always' : 'default', uniqueness,
  ...(subAttributes ? { subAttributes: subAttributes.map(definition(map, [...parent, rest.name])) } : {}),
});

const schema = (publicUrl: string, id: string, name: string, map: FilterMap, attributes: Attribute[]) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
  id,
  name,
  description: `${name} as the portal keeps it`,
  attributes: attributes.map(definition(map, [])),
  meta: { resourceType: 'Schema', location: location(publicUrl, `/Schemas/${id}`) },
});

/** The enterprise extension's attributes are kept and answered, not compared by filters. */
const NO_FILTERS: FilterMap = { schema: ENTERPRISE_USER_SCHEMA, attributes: new Map() };

export const schemas = (publicUrl: string) => [
  schema(publicUrl, USER_SCHEMA, 'User', USER_FILTER_MAP, [
    { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
    // RFC 7643 3.1: the provider's own identifier, compared exactly.
    { name: 'externalId', type: 'string', caseExact: true },
    // Kept as the provider writes them, and answered so (user-attributes.ts).
    ...KEPT_USER_ATTRIBUTES,
    { name: 'active', type: 'boolean' },
  ]),
  schema(publicUrl, ENTERPRISE_USER_SCHEMA, 'EnterpriseUser', NO_FILTERS, [...ENTERPRISE_ATTRIBUTES]),
  schema(publicUrl, GROUP_SCHEMA, 'Group', GROUP_FILTER_MAP, [
    { name: 'displayName', type: 'string', required: true, uniqueness: 'server' },
    { name: 'externalId', type: 'string', caseExact: true },
    // RFC 7643 4.2 and 8.7.1: each member names a User by id and by URI.
    {
      name: 'members', type: 'complex', multiValued: true, subAttributes: [
        { name: 'value', type: 'string', caseExact: true, mutability: 'immutable' },
        { name: '$ref', type: 'reference', caseExact: true, mutability: 'immutable', referenceTypes: ['User', 'Group'] },
        { name: 'type', type: 'string', caseExact: true, mutability: 'immutable', canonicalValues: ['User', 'Group'] },
        { name: 'display', type: 'string', mutability: 'readOnly' },
      ],
    },
  ]),
];

export const listOf = (resources: unknown[]) => ({
  schemas: [LIST_SCHEMA], totalResults: resources.length, startIndex: 1, itemsPerPage: resources.length, Resources: resources,
});
