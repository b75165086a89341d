import { array, is, object, string } from 'superstruct';
import { ErrorBody } from '../../src/api/contract';
import { ADMIN_CATALOGUE_PATH, ADMIN_PROOF_HEADER, signAdminRequest } from '../admin/admin-proof';
import { serverFilePath, type ServerFile } from '../admin/server-file';
import type { CatalogueCommand } from '../catalogue/catalogue-commands';
import { CatalogueError } from '../catalogue/catalogue-store';
import { AdminCommandError } from './admin-args';

const Answer = object({ lines: array(string()) });

/** Runs the command on the server that holds the embedded database, through its loopback admin API. */
export async function sendToServer(server: ServerFile, dataDir: string, adminKey: Buffer, command: CatalogueCommand): Promise<string[]> {
  const { body, proof } = signAdminRequest(adminKey, command, new Date());
  let response: Response;
  try {
    response = await fetch(`${server.adminOrigin}${ADMIN_CATALOGUE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [ADMIN_PROOF_HEADER]: proof },
      body,
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new AdminCommandError(
      `The server holding the database (pid ${server.pid}) does not answer at ${server.adminOrigin}: ${cause}.\n` +
        `If it is no longer running, delete ${serverFilePath(dataDir)} and try again.`,
    );
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok && is(answer, Answer)) return answer.lines;
  if (response.status === 400 && is(answer, ErrorBody)) throw new CatalogueError(answer.message);
  if (response.status === 404) {
    throw new AdminCommandError(
      `The running server (pid ${server.pid}) refused the command: it was started with another JWT_SECRET, ` +
        'or before it had the admin API (restart it).',
    );
  }
  throw new AdminCommandError(`The running server (pid ${server.pid}) failed to run the command (HTTP ${response.status}); see its log.`);
}
