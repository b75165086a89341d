import { SCIM_BASE_PATH, SCIM_MAX_PAGE } from '../../src/api/contract';
import { LIST_SCHEMA } from './list-query';
import { GROUP_SCHEMA } from './scim-groups';
import { USER_SCHEMA } from './scim-users';

/*
 * RFC 7643 5-7: what this server supports, told to a provider that asks. Static: the same for
 * every account, and only what the routes really do (PATCH and filters yes; bulk, sort, ETags,
 * password changes no).
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

const resourceType = (publicUrl: string, name: 'User' | 'Group', schema: string) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
  id: name,
  name,
  endpoint: `/${name}s`,
  schema,
  meta: { resourceType: 'ResourceType', location: location(publicUrl, `/ResourceTypes/${name}`) },
});

export const resourceTypes = (publicUrl: string) => [
  resourceType(publicUrl, 'User', USER_SCHEMA),
  resourceType(publicUrl, 'Group', GROUP_SCHEMA),
];

type Attribute = { name: string; type: string; multiValued?: boolean; required?: boolean; mutability?: string; uniqueness?: string; subAttributes?: Attribute[] };

type AttributeDefinition = Omit<Attribute, 'subAttributes'> & {
  multiValued: boolean; required: boolean; caseExact: boolean; mutability: string; returned: string; uniqueness: string;
  subAttributes?: AttributeDefinition[];
};

const attribute = ({ multiValued = false, required = false, mutability = 'readWrite', uniqueness = 'none', subAttributes, ...rest }: Attribute): AttributeDefinition => ({
  ...rest, multiValued, required, caseExact: false, mutability, returned: 'default', uniqueness,
  ...(subAttributes ? { subAttributes: subAttributes.map(attribute) } : {}),
});

const schema = (publicUrl: string, id: string, name: string, attributes: Attribute[]) => ({
  schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
  id,
  name,
  description: `${name} as the portal keeps it`,
  attributes: attributes.map(attribute),
  meta: { resourceType: 'Schema', location: location(publicUrl, `/Schemas/${id}`) },
});

export const schemas = (publicUrl: string) => [
  schema(publicUrl, USER_SCHEMA, 'User', [
    { name: 'userName', type: 'string', required: true, uniqueness: 'server' },
    { name: 'externalId', type: 'string' },
    { name: 'name', type: 'complex', subAttributes: [{ name: 'givenName', type: 'string' }, { name: 'familyName', type: 'string' }, { name: 'formatted', type: 'string' }] },
    { name: 'displayName', type: 'string' },
    { name: 'emails', type: 'complex', multiValued: true, subAttributes: [{ name: 'value', type: 'string' }, { name: 'type', type: 'string' }, { name: 'primary', type: 'boolean' }] },
    { name: 'active', type: 'boolean' },
  ]),
  schema(publicUrl, GROUP_SCHEMA, 'Group', [
    { name: 'displayName', type: 'string', required: true, uniqueness: 'server' },
    { name: 'externalId', type: 'string' },
    { name: 'members', type: 'complex', multiValued: true, subAttributes: [{ name: 'value', type: 'string', mutability: 'immutable' }, { name: 'display', type: 'string', mutability: 'readOnly' }] },
  ]),
];

export const listOf = (resources: unknown[]) => ({
  schemas: [LIST_SCHEMA], totalResults: resources.length, startIndex: 1, itemsPerPage: resources.length, Resources: resources,
});
