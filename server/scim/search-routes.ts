import type { Context, Hono } from 'hono';
import type { Services } from '../services';
import { project, returns, type ResourceKind } from './attribute-projection';
import { listResponse } from './list-query';
import { groupPage, rootPage, userPage } from './resource-lists';
import type { ScimVariables } from './scim-auth';
import { scimJson } from './scim-error';
import { USER_SCHEMA } from './scim-users';
import { readSearch } from './search-request';

type ScimApp = Hono<{ Variables: ScimVariables }>;

const kindOf = (resource: Record<string, unknown>): ResourceKind =>
  Array.isArray(resource.schemas) && resource.schemas.includes(USER_SCHEMA) ? 'User' : 'Group';

/**
 * RFC 7644 3.4.3: POST .search, a list query sent as a body (so that a filter stays out of URLs
 * and logs): at the root over Users and Groups, and per resource type. Answers a ListResponse as
 * the GET lists do, behind the same token check and limits.
 */
export function searchRoutes(app: ScimApp, services: Services): void {
  const publicUrl = services.config.publicUrl;

  const search = async (c: Context<{ Variables: ScimVariables }>, kind: ResourceKind | null) => {
    const { filter, page, projection } = await readSearch(c);
    const accountId = c.get('accountId');
    const withMembers = returns(projection('Group'), 'members');
    const found = kind === 'User'
      ? await userPage(services.db, accountId, filter, page, publicUrl)
      : kind === 'Group'
        ? await groupPage(services.db, accountId, filter, page, withMembers, publicUrl)
        : await rootPage(services.db, accountId, filter, page, withMembers, publicUrl);
    const resources = found.resources.map((resource) => project(resource, projection(kindOf(resource))));
    return scimJson(c, listResponse(resources, found.total, page));
  };

  app.post('/.search', (c) => search(c, null));
  app.post('/Users/.search', (c) => search(c, 'User'));
  app.post('/Groups/.search', (c) => search(c, 'Group'));
}
