import { Hono } from 'hono';
import type { Services } from '../services';
import { rememberRequestClient } from '../auth/request-client';
import { confirmSignInRoutes } from './auth-confirm';
import { deviceRoutes } from './auth-devices';
import { invitedRegistrationRoutes } from './auth-invited';
import { passkeyRoutes } from './auth-passkeys';
import { passwordRoutes } from './auth-password';
import { sessionRoutes } from './auth-session';
import { ssoSignInRoutes } from './auth-sso';
import { twoStepRoutes } from './auth-two-step';
import { verifyRoutes } from './auth-verify';

/** Every auth/ call of spec section 7, two-step verification's, the Security screen's devices and single sign-on's. */
export function authRoutes(services: Services) {
  const app = new Hono();
  // Sign-ins record the browser and address they come from (auth/request-client.ts).
  app.use('*', rememberRequestClient(services));
  app.route('/', sessionRoutes(services));
  app.route('/', passwordRoutes(services));
  app.route('/', verifyRoutes(services));
  app.route('/', invitedRegistrationRoutes(services));
  app.route('/', twoStepRoutes(services));
  app.route('/', passkeyRoutes(services));
  app.route('/', deviceRoutes(services));
  app.route('/', ssoSignInRoutes(services));
  app.route('/', confirmSignInRoutes(services));
  return app;
}
