import { Secret, TOTP } from 'otpauth';
import { twoStepLimits } from '../../../src/api/contract';
import { open, seal } from '../../crypto/sealed-text';

/*
 * RFC 6238 codes as every authenticator app makes them by default: HMAC-SHA1, six digits, a new
 * code every 30 seconds. The secret is 20 random bytes (RFC 4226's 160 bits), shown as base32.
 */

const ISSUER = 'Customer Portal';
const PERIOD_SECONDS = 30;
const SECRET_BYTES = 20;
const ALGORITHM = 'SHA1';
/** A code is accepted for its own step and one step either side: clocks drift and people type slowly. */
const WINDOW = 1;

export const newTotpSecret = (): Secret => new Secret({ size: SECRET_BYTES });

/** The otpauth:// URI the QR code carries: the issuer and the user's e-mail name the entry in the app. */
export function totpUri(secret: Secret, email: string): string {
  return new TOTP({
    issuer: ISSUER, label: email, secret, algorithm: ALGORITHM, digits: twoStepLimits.totpDigits, period: PERIOD_SECONDS,
  }).toString();
}

/**
 * The 30-second step whose code `code` is, among the step of `now` and one either side; null when it
 * is none of them. The caller refuses a step at or before the last one accepted: never a code twice.
 */
export function stepOfCode(secret: Secret, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    token: code, secret, algorithm: ALGORITHM, digits: twoStepLimits.totpDigits, period: PERIOD_SECONDS, timestamp, window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/**
 * The secret sealed with AES-256-GCM (crypto/sealed-text.ts). The user's id is authenticated with
 * it, so a secret copied into another user's row does not decrypt.
 */
export function encryptTotpSecret(key: Buffer, userId: number, secret: Secret): string {
  return seal(key, associatedData(userId), secret.bytes);
}

/** The secret encryptTotpSecret stored; throws when the text was not made with this key for this user. */
export function decryptTotpSecret(key: Buffer, userId: number, stored: string): Secret {
  const plain = open(key, associatedData(userId), stored);
  return new Secret({ buffer: plain.buffer.slice(plain.byteOffset, plain.byteOffset + plain.byteLength) });
}

const associatedData = (userId: number): string => `totp_secrets user ${userId}`;
