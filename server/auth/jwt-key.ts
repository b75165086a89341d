/**
 * The HS256 key every JWT is signed and verified with, imported into WebCrypto once, when the keys
 * are derived. jose uses a CryptoKey as it is; raw bytes or a secret KeyObject it imports again on
 * every sign and verify, and every API call verifies a token.
 */
export type JwtKey = Promise<CryptoKey>;

export function importJwtKey(bytes: Uint8Array<ArrayBuffer>): JwtKey {
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}
