import { Hono } from 'hono';
import type { Services } from '../services';

/** The Security screen's summary, the authenticator app, recovery codes and the second step of a sign-in. */
export function twoStepRoutes(services: Services) {
  void services;
  return new Hono();
}
