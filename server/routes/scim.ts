import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SCIM_BASE_PATH, SCIM_MAX_BODY_BYTES, scimErrorDetails } from '../../src/api/contract';
import type { Services } from '../services';
import { ScimGroupBody, groupFields, scimId } from '../scim/group-input';
import { excludes, listResponse, readFilter, readPage } from '../scim/list-query';
import { ScimPatchBody, applyPatch } from '../scim/patch-request';
import { requireScimToken, type ScimVariables } from '../scim/scim-auth';
import { checkScimValue, readScimBody, readScimObject } from '../scim/scim-body';
import { listOf, resourceTypes, schemas, serviceProviderConfig } from '../scim/scim-documents';
import { ScimError, scimErrorResponse, scimJson } from '../scim/scim-error';
import { GROUP_SCHEMA, findScimGroup, membersOf, toScimGroup, type ScimGroupRow } from '../scim/scim-groups';
import { findScimUser, toScimUser } from '../scim/scim-users';
import { projectedAnswers } from '../scim/projected-answers';
import { groupPage, userPage } from '../scim/resource-lists';
import { searchRoutes } from '../scim/search-routes';
import { createGroup, deleteGroup, updateGroup } from '../scim/group-changes';
import { removeUser, updateUser } from '../scim/user-changes';
import { provisionUser } from '../scim/user-provisioning';
import { unknownGroup, unknownUser } from '../scim/unknown-resource';
import { ScimUserBody, userFields } from '../scim/user-input';

type ScimContext = Context<{ Variables: ScimVariables }>;

/** The limit of a SCIM body, answered in SCIM's error schema. */
export const scimBodyLimit = bodyLimit({
  maxSize: SCIM_MAX_BODY_BYTES,
  onError: (c) => scimErrorResponse(c, new ScimError(413, scimErrorDetails.bodyTooLarge)),
});

/** A resource id from the path; anything that cannot name one is as unknown as an id nobody has. */
const pathId = (c: ScimContext, notFound: () => ScimError): number => {
  const id = scimId(c.req.param('id') ?? '');
  if (id === null) throw notFound();
  return id;
};

/**
 * /scim/v2 (RFC 7644): the account's identity provider, authenticated by the account's SCIM token,
 * provisions its people (Users) and groups (Groups). Every answer is application/scim+json and
 * every refusal SCIM's error schema. What each operation means for the account: server/scim/ and
 * docs/integration.md 'Directory sync (SCIM 2.0)'.
 */
export function scimRoutes(services: Services) {
  const app = new Hono<{ Variables: ScimVariables }>();
  const publicUrl = services.config.publicUrl;
  const userLocation = (id: number) => `${publicUrl}${SCIM_BASE_PATH}/Users/${id}`;
  const groupLocation = (id: number) => `${publicUrl}${SCIM_BASE_PATH}/Groups/${id}`;

  app.use('*', requireScimToken(services));
  app.use('/Users', projectedAnswers('User'));
  app.use('/Users/*', projectedAnswers('User'));
  app.use('/Groups', projectedAnswers('Group'));
  app.use('/Groups/*', projectedAnswers('Group'));

  app.get('/ServiceProviderConfig', (c) => scimJson(c, serviceProviderConfig(publicUrl)));
  app.get('/ResourceTypes', (c) => scimJson(c, listOf(resourceTypes(publicUrl))));
  app.get('/ResourceTypes/:name', (c) => {
    const found = resourceTypes(publicUrl).find((type) => type.id === c.req.param('name'));
    if (!found) throw new ScimError(404, scimErrorDetails.notFound);
    return scimJson(c, found);
  });
  app.get('/Schemas', (c) => scimJson(c, listOf(schemas(publicUrl))));
  app.get('/Schemas/:id', (c) => {
    const found = schemas(publicUrl).find((schema) => schema.id === c.req.param('id'));
    if (!found) throw new ScimError(404, scimErrorDetails.notFound);
    return scimJson(c, found);
  });

  // Users

  app.get('/Users', async (c) => {
    const page = readPage(c);
    const { total, resources } = await userPage(services.db, c.get('accountId'), readFilter(c), page, publicUrl);
    return scimJson(c, listResponse(resources, total, page));
  });

  app.get('/Users/:id', async (c) => {
    const id = pathId(c, unknownUser);
    const row = await findScimUser(services.db, c.get('accountId'), id);
    if (!row) throw unknownUser();
    return scimJson(c, toScimUser(row, publicUrl));
  });

  app.post('/Users', async (c) => {
    const fields = userFields(await readScimObject(c, ScimUserBody));
    const row = await provisionUser(services, c.get('accountId'), fields);
    return scimJson(c, toScimUser(row, publicUrl), 201, { Location: userLocation(row.id) });
  });

  app.put('/Users/:id', async (c) => {
    const id = pathId(c, unknownUser);
    const fields = userFields(await readScimObject(c, ScimUserBody));
    return scimJson(c, toScimUser(await updateUser(services, c.get('accountId'), id, fields), publicUrl));
  });

  app.patch('/Users/:id', async (c) => {
    const id = pathId(c, unknownUser);
    const body = await readScimBody(c, ScimPatchBody);
    const accountId = c.get('accountId');
    const row = await findScimUser(services.db, accountId, id);
    if (!row) throw unknownUser();
    // Applied to the resource as written, so that emails the provider never wrote are not written by it.
    const patched = applyPatch(toScimUser(row, publicUrl, true), body);
    const fields = userFields({ ...patched, ...checkScimValue(patched, ScimUserBody) });
    return scimJson(c, toScimUser(await updateUser(services, accountId, id, fields), publicUrl));
  });

  app.delete('/Users/:id', async (c) => {
    await removeUser(services, c.get('accountId'), pathId(c, unknownUser));
    return c.body(null, 204);
  });

  // Groups

  const groupResource = async (row: ScimGroupRow, withMembers: boolean) => {
    const members = withMembers ? (await membersOf(services.db, [row.id])).get(row.id) ?? [] : null;
    return toScimGroup(row, members, publicUrl);
  };

  app.get('/Groups', async (c) => {
    const page = readPage(c);
    const { total, resources } = await groupPage(services.db, c.get('accountId'), readFilter(c), page, !excludes(c, 'members'), publicUrl);
    return scimJson(c, listResponse(resources, total, page));
  });

  app.get('/Groups/:id', async (c) => {
    const id = pathId(c, unknownGroup);
    const row = await findScimGroup(services.db, c.get('accountId'), id);
    if (!row) throw unknownGroup();
    return scimJson(c, await groupResource(row, !excludes(c, 'members')));
  });

  app.post('/Groups', async (c) => {
    const fields = groupFields(await readScimBody(c, ScimGroupBody));
    const row = await createGroup(services, c.get('accountId'), fields);
    return scimJson(c, await groupResource(row, true), 201, { Location: groupLocation(row.id) });
  });

  app.put('/Groups/:id', async (c) => {
    const id = pathId(c, unknownGroup);
    const body = await readScimBody(c, ScimGroupBody);
    // PUT replaces the resource: members left out are none.
    const given = groupFields(body);
    const fields = { ...given, memberIds: given.memberIds ?? [] };
    return scimJson(c, await groupResource(await updateGroup(services, c.get('accountId'), id, fields), true));
  });

  app.patch('/Groups/:id', async (c) => {
    const id = pathId(c, unknownGroup);
    const body = await readScimBody(c, ScimPatchBody);
    const accountId = c.get('accountId');
    const row = await findScimGroup(services.db, accountId, id);
    if (!row) throw unknownGroup();
    const members = (await membersOf(services.db, [id])).get(id) ?? [];
    const resource = {
      schemas: [GROUP_SCHEMA],
      id: String(row.id),
      displayName: row.display_name,
      ...(row.external_id === null ? {} : { externalId: row.external_id }),
      members: members.map((m) => ({ value: String(m.id) })),
      meta: { resourceType: 'Group' },
    };
    const patched = applyPatch(resource, body);
    const fields = groupFields(checkScimValue({ ...patched, members: patched.members ?? [] }, ScimGroupBody));
    const updated = await updateGroup(services, accountId, id, fields);
    // RFC 7644 3.5.2: 204 is allowed, but Okta and Entra ID read the group back from a 200 as well.
    return scimJson(c, await groupResource(updated, !excludes(c, 'members')));
  });

  app.delete('/Groups/:id', async (c) => {
    await deleteGroup(services, c.get('accountId'), pathId(c, unknownGroup));
    return c.body(null, 204);
  });

  searchRoutes(app, services);

  app.all('*', () => {
    throw new ScimError(404, scimErrorDetails.notFound);
  });

  app.onError((error, c) => {
    if (error instanceof ScimError) return scimErrorResponse(c, error);
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return scimErrorResponse(c, new ScimError(500, scimErrorDetails.serverError));
  });
  return app;
}
