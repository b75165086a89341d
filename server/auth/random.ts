import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A flow or link token: 32 random bytes (256 bits), base64url; only its SHA-256 is stored. */
export const newFlowToken = (): string => randomBytes(32).toString('base64url');

/** A session id: 128 random bits as hex. */
export const newSessionId = (): string => randomBytes(16).toString('hex');

/** Six digits, never a leading zero: the code travels as an integer. */
export const newCode = (): number => randomInt(100000, 1000000);

export const sha256 = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

export const hmacCode = (key: Buffer, code: number): string =>
  createHmac('sha256', key).update(String(code), 'utf8').digest('hex');

export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
