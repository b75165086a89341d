import { createHmac, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  signAccountToken, signInvitationToken, signPackageToken, signSessionToken,
  verifyAccountToken, verifyInvitationToken, verifyPackageToken, verifySessionToken,
} from '../../server/auth/jwt';
import { importJwtKey } from '../../server/auth/jwt-key';
import { deriveKeys } from '../../server/auth/keys';

const raw = new Uint8Array(randomBytes(32));
const key = importJwtKey(raw);
const now = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-03-31T12:00:00Z');
const timing = { now, expiresAt: later };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, signed with HMAC-`hash` under `signingKey` (the server's key unless given). */
const forge = (header: unknown, payload: unknown, { signingKey = raw, hash = 'sha256' } = {}) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(hash, signingKey).update(input).digest('base64url')}`;
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** Every token the server issues (server/auth/jwt.ts): HS256 through jose, checked by the public functions. */
describe('JWTs', () => {
  it('verifies a live token the server signed, of its own kind only', async () => {
    const session = await signSessionToken(key, { userId: 5, sessionId: 's' }, timing);
    const account = await signAccountToken(key, { userId: 5, sessionId: 's', accountId: 7 }, timing);
    const invitation = await signInvitationToken(key, { invitationId: 9, secret: 'secret', email: 'jane@example.com', accountName: 'Acme' }, timing);
    const pack = await signPackageToken(key, { packageId: 3, packageName: 'Business' }, timing);

    expect(await verifySessionToken(key, session, now)).toEqual({ userId: 5, sessionId: 's' });
    expect(await verifyAccountToken(key, account, now)).toEqual({ userId: 5, sessionId: 's', accountId: 7 });
    expect(await verifyInvitationToken(key, invitation, now)).toEqual({ invitationId: 9, secret: 'secret' });
    expect(await verifyPackageToken(key, pack, now)).toBe(3);

    expect(await verifyAccountToken(key, session, now), 'a session token is not an account token').toBeNull();
    expect(await verifySessionToken(key, account, now), 'an account token is not a session token').toBeNull();
    expect(await verifyPackageToken(key, invitation, now), 'an invitation is not a package').toBeNull();
    expect(await verifyInvitationToken(key, pack, now), 'a package is not an invitation').toBeNull();
    expect(await verifySessionToken(key, invitation, now), 'an invitation is not a session').toBeNull();
  });

  it('signs the same string for the same claims and secret, so tokens and links already issued stay valid', async () => {
    const fixed = deriveKeys('a fixed secret for the token format test, long enough').jwt;
    const account = await signAccountToken(fixed, { userId: 42, sessionId: 'session-1', accountId: 7 }, timing);
    expect(account).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzaWQiOiJzZXNzaW9uLTEiLCJhY2MiOjcsInR5cCI6ImFjY291bnQiLCJzdWIiOiI0MiIsImlhdCI6MTc3MjM2NjQwMCwiZXhwIjoxNzc0OTU4NDAwfQ.eJXX1Pmfz7KdZn43sxfdDXiahRNw0ei6cs8VEm6wCAo',
    );
    const invitation = await signInvitationToken(fixed, { invitationId: 9, secret: 'secret', email: 'jane@example.com', accountName: 'Acme' }, timing);
    expect(invitation).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJpbnZpdGF0aW9uIiwiaW52Ijo5LCJzZWMiOiJzZWNyZXQiLCJlbWFpbCI6ImphbmVAZXhhbXBsZS5jb20iLCJhY2NvdW50X25hbWUiOiJBY21lIiwiaWF0IjoxNzcyMzY2NDAwLCJleHAiOjE3NzQ5NTg0MDB9.DidiWWuJPHsXFEgnQHOZy7GelK8oG_tebd4DlOtoAuY',
    );
  });

  it('ends a token at its exp', async () => {
    const session = await signSessionToken(key, { userId: 5, sessionId: 's' }, timing);
    expect(await verifySessionToken(key, session, new Date(later.getTime() - 1000))).not.toBeNull();
    expect(await verifySessionToken(key, session, later)).toBeNull();
    const pack = await signPackageToken(key, { packageId: 3, packageName: 'Business' }, timing);
    expect(await verifyPackageToken(key, pack, later)).toBeNull();
  });

  it('refuses another secret, tampering, other algorithms, crit headers and missing, early or malformed claims', async () => {
    const payload = { sid: 's', typ: 'session', sub: '5', iat: seconds(now), exp: seconds(later) };
    const good = forge({ alg: 'HS256', typ: 'JWT' }, payload);
    expect(await verifySessionToken(key, good, now)).toEqual({ userId: 5, sessionId: 's' });
    const [header, body, signature] = good.split('.');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;

    const refused = {
      anotherSecret: forge({ alg: 'HS256', typ: 'JWT' }, payload, { signingKey: randomBytes(32) }),
      anotherServer: await signSessionToken(importJwtKey(new Uint8Array(randomBytes(32))), { userId: 5, sessionId: 's' }, timing),
      tamperedSignature: `${header}.${body}.${flipped}`,
      tamperedPayload: `${header}.${b64({ ...payload, sub: '6' })}.${signature}`,
      unsigned: `${b64({ alg: 'none' })}.${body}.`,
      noneSigned: forge({ alg: 'none' }, payload),
      hs512: forge({ alg: 'HS512', typ: 'JWT' }, payload, { hash: 'sha512' }),
      hs512Header: forge({ alg: 'HS512', typ: 'JWT' }, payload),
      crit: forge({ alg: 'HS256', crit: ['b64'], b64: false }, payload),
      noExp: forge({ alg: 'HS256' }, { ...payload, exp: undefined }),
      stringExp: forge({ alg: 'HS256' }, { ...payload, exp: String(seconds(later)) }),
      notYet: forge({ alg: 'HS256' }, { ...payload, nbf: seconds(now) + 60 }),
      badIat: forge({ alg: 'HS256' }, { ...payload, iat: 'yesterday' }),
      noSub: forge({ alg: 'HS256' }, { ...payload, sub: undefined }),
      arrayPayload: forge({ alg: 'HS256' }, [payload]),
      twoParts: `${header}.${body}`,
      fourParts: `${good}.x`,
      notAscii: `${good}é`,
      garbage: 'not a token',
      empty: '',
    };
    const taken = await Promise.all(Object.entries(refused).map(async ([name, token]) => ((await verifySessionToken(key, token, now)) ? name : null)));
    expect(taken.filter(Boolean)).toEqual([]);
  });

  it('imports the key once, not on every sign or verify', async () => {
    const importKey = vi.spyOn(crypto.subtle, 'importKey');
    const once = importJwtKey(new Uint8Array(randomBytes(32)));
    for (let i = 0; i < 5; i += 1) {
      const token = await signSessionToken(once, { userId: 5, sessionId: 's' }, timing);
      expect(await verifySessionToken(once, token, now)).not.toBeNull();
    }
    expect(importKey).toHaveBeenCalledTimes(1);
  });
});
