import argon2 from 'argon2';
import { inHashSlot, type HashLane } from './hash-slots';

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * The hash in the reference encoding `$argon2id$v=19$m=19456,t=2,p=1$...`. node-argon2 writes the
 * parameters as m,p,t, but libargon2's and libsodium's parsers (PHP, Python, ...) read only m,t,p,
 * and the users table should stay portable to any backend.
 */
export async function hashPassword(password: string): Promise<string> {
  const hash = await inHashSlot(() => argon2.hash(password, OPTIONS));
  return hash.replace(/\$m=(\d+),p=(\d+),t=(\d+)\$/, (_match: string, m: string, p: string, t: string) => `$m=${m},t=${t},p=${p}$`);
}

/** `lane`: a sign-in from a browser the user trusts goes first (hash-slots.ts). */
export async function verifyPassword(hash: string, password: string, lane?: HashLane): Promise<boolean> {
  try {
    return await inHashSlot(() => argon2.verify(hash, password), lane);
  } catch {
    // A malformed stored hash is a wrong password, not a crash.
    return false;
  }
}

/** True when the hash was made with other parameters; re-hashed after a successful sign-in. */
export const passwordNeedsRehash = (hash: string): boolean => argon2.needsRehash(hash, OPTIONS);

let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword('no user has this password; it only costs time'));

/** Made at start-up, so even the first unknown e-mail costs one check, not a hash and a check. */
export const prepareDummyPassword = (): void => void dummy();

/** The hash an unknown e-mail's password is checked against (made once, with the same parameters). */
export const dummyPasswordHash = (): Promise<string> => dummy();

/**
 * Spends the time of a real check, so an unknown e-mail answers as slowly as a wrong password.
 * Always false: no password matches it.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(await dummy(), password);
  return false;
}
