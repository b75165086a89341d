import { Hono } from 'hono';
import { validate } from 'superstruct';
import type { Services } from '../services';
import { AdminRequest, ADMIN_PROOF_HEADER, hasValidProof, isFresh } from '../admin/admin-proof';
import { isLoopbackAddress, remoteAddress } from '../admin/loopback';
import { runCatalogueCommand } from '../catalogue/catalogue-commands';
import { CatalogueError } from '../catalogue/catalogue-store';
import { badRequest, notFound, NOT_FOUND_MESSAGE } from '../http/errors';

export const UNKNOWN_ADMIN_COMMAND_MESSAGE = 'Unknown admin command: is the server older than the admin command?';

/**
 * POST /__admin/catalogue: the operator's catalogue command, run by the server that holds the
 * embedded database (see admin/admin-proof.ts). Anything but a fresh, proven request from the
 * loopback interface gets the answer an unknown path gets, so the endpoint cannot be found.
 */
export function adminRoutes(services: Services) {
  const app = new Hono();

  app.post('/catalogue', async (c) => {
    const invisible = notFound(NOT_FOUND_MESSAGE);
    if (!isLoopbackAddress(remoteAddress(c))) throw invisible;
    const body = await c.req.text();
    if (!hasValidProof(services.keys.admin, body, c.req.header(ADMIN_PROOF_HEADER))) throw invisible;

    const now = services.clock.now();
    const request = checkRequest(parseJson(body));
    if (!request) throw badRequest(UNKNOWN_ADMIN_COMMAND_MESSAGE);
    if (!isFresh(request.issuedAt, now)) throw invisible;
    try {
      const context = { db: services.db, jwtKey: services.keys.jwt, publicUrl: services.config.publicUrl, now };
      return c.json({ lines: await runCatalogueCommand(context, request.command) });
    } catch (refusal) {
      if (refusal instanceof CatalogueError) throw badRequest(refusal.message);
      throw refusal;
    }
  });

  return app;
}

/**
 * superstruct describes a refused value by converting it to text, which throws for some JSON
 * (`{"toString": 1}`, deep nesting): such a body is as unknown a command as any other.
 */
function checkRequest(data: unknown): AdminRequest | null {
  try {
    const [error, request] = validate(data, AdminRequest);
    return error ? null : request;
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
