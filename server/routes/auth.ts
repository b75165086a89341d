import { Hono } from 'hono';
import type { Services } from '../services';
import { invitedRegistrationRoutes } from './auth-invited';
import { passkeyRoutes } from './auth-passkeys';
import { passwordRoutes } from './auth-password';
import { sessionRoutes } from './auth-session';
import { twoStepRoutes } from './auth-two-step';
import { verifyRoutes } from './auth-verify';

/** Every auth/ call of spec section 7, and two-step verification's. */
export function authRoutes(services: Services) {
  const app = new Hono();
  app.route('/', sessionRoutes(services));
  app.route('/', passwordRoutes(services));
  app.route('/', verifyRoutes(services));
  app.route('/', invitedRegistrationRoutes(services));
  app.route('/', twoStepRoutes(services));
  app.route('/', passkeyRoutes(services));
  return app;
}
