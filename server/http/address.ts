import { createMiddleware } from 'hono/factory';
import { NOT_FOUND_MESSAGE } from './errors';

/**
 * An address whose path or query carries U+0000 (`%00`) names nothing here: no id, token, referrer
 * or e-mail of ours contains it, and PostgreSQL text cannot hold it, so passing it on would turn a
 * lookup into a 500. Answered as an unknown path is.
 */
export const refuseNulInAddress = createMiddleware(async (c, next) => {
  if (c.req.url.includes('%00')) return c.json({ message: NOT_FOUND_MESSAGE }, 404);
  await next();
});
