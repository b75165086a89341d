import { hkdfSync } from 'node:crypto';
import { importJwtKey, type JwtKey } from './jwt-key';

export type Keys = {
  /** Signs and verifies every JWT (HS256, auth/jwt.ts). */
  jwt: JwtKey;
  /** HMAC key for one-time codes: a stolen database alone cannot brute-force 900,000 codes offline. */
  code: Buffer;
  /** HMAC key proving an operator command sent to the loopback admin API (server/admin). */
  admin: Buffer;
  /** HMAC key for recovery codes, as `code` is for one-time codes. */
  recovery: Buffer;
  /** AES-256-GCM key of the authenticator apps' secrets: a copy of the database alone cannot make codes. */
  totp: Buffer;
  /** AES-256-GCM key of identity providers' client secrets, as `totp` is for authenticator secrets. */
  ssoSecrets: Buffer;
};

/** Every key comes from JWT_SECRET; HKDF keeps them independent of each other. */
export function deriveKeys(secret: string): Keys {
  const ikm = Buffer.from(secret, 'utf8');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', ikm, Buffer.alloc(0), info, 32));
  return {
    // The info strings name the keys: another one is another key, and every token issued so far would be refused.
    jwt: importJwtKey(new Uint8Array(derive('portal jwt hs256'))),
    code: derive('portal one-time codes'),
    admin: derive('portal admin api'),
    recovery: derive('portal recovery codes'),
    totp: derive('portal totp secrets'),
    ssoSecrets: derive('portal sso client secrets'),
  };
}
