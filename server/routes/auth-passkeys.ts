import { Hono } from 'hono';
import type { Services } from '../services';

/** Passkeys: adding, naming and removing them, signing in with one, and one as the second step. */
export function passkeyRoutes(services: Services) {
  void services;
  return new Hono();
}
