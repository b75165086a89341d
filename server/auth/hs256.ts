import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The portal's tokens (session, account, invitation, package), signed and checked with
 * node:crypto's HMAC, synchronously.
 * jose goes through WebCrypto, whose every HMAC is a job for libuv's thread pool: the pool the
 * password hashes (argon2) and the members list's compression also use, so under sign-ins each
 * API call's token waited behind hashes, and each job cost the event loop more than the HMAC
 * itself (0.003 ms here). Every API call verifies one token and GET auth signs one per account.
 *
 * The tokens are byte for byte those jose made (tests/api/jwt-hs256.test.ts), so tokens already
 * issued stay valid, and the checks are jose's for what these tokens carry: HS256 only (never
 * `none` or another algorithm), no `crit` header, exp required and in the future, nbf if present
 * not ahead, iat if present a number.
 */

/** {"alg":"HS256","typ":"JWT"}: what jose's setProtectedHeader wrote. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const mac = (key: Uint8Array, signingInput: string) => createHmac('sha256', key).update(signingInput).digest();

export function signHs256(key: Uint8Array, payload: Record<string, unknown>): string {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signingInput}.${mac(key, signingInput).toString('base64url')}`;
}

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The payload of a token signed with `key` by HS256 and live at `now`; null for anything else. */
export function verifyHs256(key: Uint8Array, token: string, now: Date): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, `${header}.${body}`);
  // Canonical base64url only: another spelling of the same bytes is not the token that was issued.
  if (given.toString('base64url') !== signature || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const protectedHeader = jsonObject(header);
  if (!protectedHeader || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  const payload = jsonObject(body);
  if (!payload) return null;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (!isNumber(payload.exp) || payload.exp <= nowSeconds) return null;
  if ('nbf' in payload && (!isNumber(payload.nbf) || payload.nbf > nowSeconds)) return null;
  if ('iat' in payload && !isNumber(payload.iat)) return null;
  return payload;
}
