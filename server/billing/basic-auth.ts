import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries exactly these basic-auth credentials. Both sides are
 * hashed first so the comparison takes the same time whatever was sent, even its length.
 */
export function hasBasicCredentials(authorization: string | null, username: string, password: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  const sent = match ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  return timingSafeEqual(digest(sent), digest(`${username}:${password}`)) && match !== null;
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();
