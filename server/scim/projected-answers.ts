import { createMiddleware } from 'hono/factory';
import { project, queryProjection, type ResourceKind } from './attribute-projection';
import { LIST_SCHEMA } from './list-query';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * RFC 7644 3.4.2.5 and 3.9: the `attributes` and `excludedAttributes` of the query applied to
 * every resource a route of `kind` answers with (one resource, or a list's), once the route has
 * built it: the routes build whole resources and never need to know. The names are read before
 * the route runs, so a name that cannot be one is refused before anything is written. A search
 * (`/.search`) takes them from its body instead.
 */
export const projectedAnswers = (kind: ResourceKind) =>
  createMiddleware(async (c, next) => {
    if (c.req.path.endsWith('/.search')) return next();
    const projection = queryProjection(c, kind);
    await next();
    if (!projection.attributes && !projection.excluded) return;
    if (c.res.status !== 200 && c.res.status !== 201) return;
    const body: unknown = await c.res.clone().json();
    if (!isObject(body)) return;
    const isList = Array.isArray(body.schemas) && body.schemas.includes(LIST_SCHEMA) && Array.isArray(body.Resources);
    const projected = isList
      ? { ...body, Resources: (body.Resources as unknown[]).map((resource) => (isObject(resource) ? project(resource, projection) : resource)) }
      : project(body, projection);
    c.res = new Response(JSON.stringify(projected), { status: c.res.status, headers: c.res.headers });
  });
