import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Services } from '../services';
import { clientAddress } from '../http/client-address';

/**
 * The browser and address a request comes from, as the Security screen lists them. A User-Agent
 * is whatever the caller typed, so only its start is kept.
 */
export type RequestClient = { userAgent: string | null; address: string | null };

const USER_AGENT_KEPT = 512;

export function requestClient(c: Context, trustProxy: number): RequestClient {
  const userAgent = c.req.header('User-Agent')?.trim().slice(0, USER_AGENT_KEPT) || null;
  return { userAgent, address: clientAddress(c, trustProxy) };
}

const NO_CLIENT: RequestClient = { userAgent: null, address: null };
const current = new AsyncLocalStorage<RequestClient>();

/*
 * Every sign-in path (password, code, link, second factor, passkey, reset, registration) opens its
 * session and trusts its device deep inside a transaction, far from the request. Rather than pass
 * the client through each of them, the auth routes run inside this middleware, and the two stores
 * that record a browser (sessions, trusted devices) read the client of the request being answered.
 */
export const rememberRequestClient = (services: Services) =>
  createMiddleware((c, next) => current.run(requestClient(c, services.config.trustProxy), next));

/** The client of the request being answered, or nothing known outside an auth route (a script, a test's seed). */
export const currentRequestClient = (): RequestClient => current.getStore() ?? NO_CLIENT;
