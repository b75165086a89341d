import { Hono } from 'hono';
import type { HealthResponse } from '../../src/api/contract';
import type { Services } from '../services';

export function healthRoutes(services: Services) {
  const app = new Hono();
  // Reads the migrations table: answers ok only when the database is reachable and migrated.
  app.get('/', async (c) => {
    await services.db.query('select id from schema_migrations limit 1');
    return c.json({ status: 'ok' } satisfies HealthResponse);
  });
  return app;
}
