import { Hono } from 'hono';
import type { Services } from '../services';
import { invitedRegistrationRoutes } from './auth-invited';
import { passwordRoutes } from './auth-password';
import { sessionRoutes } from './auth-session';
import { verifyRoutes } from './auth-verify';

/** Every auth/ call of spec section 7. */
export function authRoutes(services: Services) {
  const app = new Hono();
  app.route('/', sessionRoutes(services));
  app.route('/', passwordRoutes(services));
  app.route('/', verifyRoutes(services));
  app.route('/', invitedRegistrationRoutes(services));
  return app;
}
