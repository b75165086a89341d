import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Secrets the server must read back (authenticator secrets, identity providers' client secrets)
 * are stored sealed with AES-256-GCM, as base64 of iv, tag and ciphertext. The associated data
 * names the row the secret belongs to, so a secret copied into another row does not open.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function seal(key: Buffer, associatedData: string, plain: Uint8Array): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

/** The bytes seal() stored; throws when the text was not sealed with this key for this row. */
export function open(key: Buffer, associatedData: string, sealed: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
