import { createHmac, timingSafeEqual } from 'node:crypto';
import { number, object, type Infer } from 'superstruct';
import { CatalogueCommand } from '../catalogue/catalogue-commands';

/*
 * The loopback admin API lets the operator's command reach the catalogue while the server holds
 * the embedded database. Being on loopback is not enough (a reverse proxy on the same host also
 * connects from there), so each request carries an HMAC of its body under a key derived from the
 * JWT secret: only someone who can read that secret, as the operator can, can send one. The body
 * carries the time it was made, so a captured request cannot be replayed later.
 */

export const ADMIN_CATALOGUE_PATH = '/__admin/catalogue';
export const ADMIN_PROOF_HEADER = 'X-Admin-Proof';
export const ADMIN_REQUEST_MAX_AGE_MS = 60_000;

export const AdminRequest = object({ issuedAt: number(), command: CatalogueCommand });
export type AdminRequest = Infer<typeof AdminRequest>;

const proofOf = (key: Buffer, body: string): Buffer => createHmac('sha256', key).update(body, 'utf8').digest();

/** The body to send for `command` and its proof header value. */
export function signAdminRequest(key: Buffer, command: CatalogueCommand, now: Date): { body: string; proof: string } {
  const body = JSON.stringify({ issuedAt: now.getTime(), command } satisfies AdminRequest);
  return { body, proof: proofOf(key, body).toString('hex') };
}

export function hasValidProof(key: Buffer, body: string, proof: string | undefined): boolean {
  if (!proof || !/^[0-9a-f]{64}$/i.test(proof)) return false;
  return timingSafeEqual(proofOf(key, body), Buffer.from(proof, 'hex'));
}

/** Made within the allowed age, either side of `now` (the CLI's and the server's clocks are the same machine's). */
export const isFresh = (issuedAt: number, now: Date): boolean => Math.abs(now.getTime() - issuedAt) <= ADMIN_REQUEST_MAX_AGE_MS;
