import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from '../../server/auth/hs256';
import {
  signAccountToken, signInvitationToken, signPackageToken, signSessionToken,
  verifyAccountToken, verifyInvitationToken, verifyPackageToken, verifySessionToken,
} from '../../server/auth/jwt';

const key = randomBytes(32);
const now = new Date('2026-03-01T12:00:00Z');
const later = new Date('2026-03-31T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token with any header and payload, correctly signed with `key`. */
const forge = (header: unknown, payload: unknown, signingKey: Uint8Array = key) => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', signingKey).update(input).digest('base64url')}`;
};

/** The session and account tokens (server/auth/hs256.ts): jose's tokens exactly, checked as strictly. */
describe('HS256 tokens without WebCrypto', () => {
  it('signs the very token jose signed, so tokens already issued stay valid both ways', async () => {
    const claims = { sid: 'session-1', acc: 7, typ: 'account' };
    const byJose = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('42').setIssuedAt(seconds(now)).setExpirationTime(seconds(later))
      .sign(key);
    const ours = await signAccountToken(key, { userId: 42, sessionId: 'session-1', accountId: 7 }, { now, expiresAt: later });
    expect(ours).toBe(byJose);
    expect((await jwtVerify(ours, key, { algorithms: ['HS256'], currentDate: now })).payload).toMatchObject({ sub: '42', acc: 7 });
    expect(await verifyAccountToken(key, byJose, now)).toEqual({ userId: 42, sessionId: 'session-1', accountId: 7 });
  });

  it('signs invitation and package links as jose did, so links already mailed still open', async () => {
    const byJose = (payload: Record<string, unknown>) => new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(seconds(now)).setExpirationTime(seconds(later)).sign(key);
    const invitation = await byJose({ typ: 'invitation', inv: 9, sec: 'secret', email: 'jane@example.com', account_name: 'Acme' });
    expect(await signInvitationToken(key, { invitationId: 9, secret: 'secret', email: 'jane@example.com', accountName: 'Acme' }, { now, expiresAt: later })).toBe(invitation);
    expect(await verifyInvitationToken(key, invitation, now)).toEqual({ invitationId: 9, secret: 'secret' });
    expect(await verifyInvitationToken(key, invitation, later), 'expired').toBeNull();
    const pack = await byJose({ typ: 'package', pkg: 3, package_name: 'Business' });
    expect(await signPackageToken(key, { packageId: 3, packageName: 'Business' }, { now, expiresAt: later })).toBe(pack);
    expect(await verifyPackageToken(key, pack, now)).toBe(3);
    expect(await verifyPackageToken(key, invitation, now), 'an invitation is not a package').toBeNull();
    expect(await verifyInvitationToken(key, pack, now), 'a package is not an invitation').toBeNull();
  });

  it('verifies a live token of the right kind and nothing else', async () => {
    const session = await signSessionToken(key, { userId: 5, sessionId: 's' }, { now, expiresAt: later });
    expect(await verifySessionToken(key, session, now)).toEqual({ userId: 5, sessionId: 's' });
    expect(await verifyAccountToken(key, session, now), 'a session token is not an account token').toBeNull();
    expect(await verifySessionToken(randomBytes(32), session, now), 'another key').toBeNull();
    expect(await verifySessionToken(key, session, later), 'expired at exp').toBeNull();
    expect(await verifySessionToken(key, session, new Date(later.getTime() - 1000))).not.toBeNull();
  });

  it('refuses tampering, other algorithms, crit headers, early or malformed claims and non-canonical signatures', async () => {
    const payload = { sid: 's', typ: 'session', sub: '5', iat: seconds(now), exp: seconds(later) };
    const good = signHs256(key, payload);
    expect(verifyHs256(key, good, now)).toEqual(payload);
    const [header, body, signature] = good.split('.');

    const refused = {
      tamperedPayload: `${header}.${b64({ ...payload, sub: '6' })}.${signature}`,
      unsigned: `${b64({ alg: 'none' })}.${body}.`,
      noneSigned: forge({ alg: 'none' }, payload),
      hs512Header: forge({ alg: 'HS512', typ: 'JWT' }, payload),
      crit: forge({ alg: 'HS256', crit: ['b64'], b64: false }, payload),
      noExp: forge({ alg: 'HS256' }, { ...payload, exp: undefined }),
      stringExp: forge({ alg: 'HS256' }, { ...payload, exp: String(seconds(later)) }),
      notYet: forge({ alg: 'HS256' }, { ...payload, nbf: seconds(now) + 60 }),
      badIat: forge({ alg: 'HS256' }, { ...payload, iat: 'yesterday' }),
      arrayPayload: forge({ alg: 'HS256' }, [payload]),
      paddedSignature: `${good}=`,
      twoParts: `${header}.${body}`,
      fourParts: `${good}.x`,
      garbage: 'not a token',
    };
    expect(Object.entries(refused).filter(([, token]) => verifyHs256(key, token, now) !== null).map(([name]) => name)).toEqual([]);
    // The same refusals through jose, so ours is no laxer than what it replaced; jose alone takes
    // a padded signature (the same bytes spelled otherwise), which ours refuses.
    const byJose = await Promise.all(Object.entries(refused).map(async ([name, token]) => {
      const taken = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now, requiredClaims: ['exp'] }).then(() => true, () => false);
      return taken ? name : null;
    }));
    expect(byJose.filter(Boolean)).toEqual(['paddedSignature']);
  });
});
