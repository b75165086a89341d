import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { JwtKey } from './jwt-key';

/** A session token: proves the session, which the server still checks on every call. */
export type SessionClaims = { userId: number; sessionId: string };
/** An account token (user_account_token): the session plus the account the user works in. */
export type AccountClaims = SessionClaims & { accountId: number };

type Timing = { now: Date; expiresAt: Date };

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * An invitation link's token. The portal decodes (never verifies) account_name and email
 * (InvitationClaims); the server trusts only the signature, the invitation row it names and the
 * random secret, whose hash that row must still hold.
 */
export type InvitationTokenClaims = { invitationId: number; secret: string; email: string; accountName: string };

export function signSessionToken(key: JwtKey, claims: SessionClaims, timing: Timing): Promise<string> {
  return sign(key, { sid: claims.sessionId, typ: 'session' }, timing, String(claims.userId));
}

export function signAccountToken(key: JwtKey, claims: AccountClaims, timing: Timing): Promise<string> {
  return sign(key, { sid: claims.sessionId, acc: claims.accountId, typ: 'account' }, timing, String(claims.userId));
}

export async function verifySessionToken(key: JwtKey, token: string, now: Date): Promise<SessionClaims | null> {
  const payload = await verifyUserToken(key, token, now, 'session');
  return payload ? { userId: payload.userId, sessionId: payload.sessionId } : null;
}

export async function verifyAccountToken(key: JwtKey, token: string, now: Date): Promise<AccountClaims | null> {
  const payload = await verifyUserToken(key, token, now, 'account');
  if (!payload || typeof payload.acc !== 'number' || !Number.isInteger(payload.acc)) return null;
  return { userId: payload.userId, sessionId: payload.sessionId, accountId: payload.acc };
}

export function signInvitationToken(key: JwtKey, claims: InvitationTokenClaims, timing: Timing): Promise<string> {
  const payload = { typ: 'invitation', inv: claims.invitationId, sec: claims.secret, email: claims.email, account_name: claims.accountName };
  return sign(key, payload, timing);
}

/** The invitation id and secret of a well-signed, unexpired invitation token; null for anything else. */
export async function verifyInvitationToken(key: JwtKey, token: string, now: Date): Promise<Pick<InvitationTokenClaims, 'invitationId' | 'secret'> | null> {
  const { typ, inv, sec } = (await verify(key, token, now)) ?? {};
  if (typ !== 'invitation' || typeof inv !== 'number' || !Number.isInteger(inv) || typeof sec !== 'string') return null;
  return { invitationId: inv, secret: sec };
}

/**
 * A package link's token (`/subscribe?token=`): names the package, whose name the portal may decode
 * for display; the server trusts only the signature and reads the package from the database.
 */
export type PackageTokenClaims = { packageId: number; packageName: string };

export function signPackageToken(key: JwtKey, claims: PackageTokenClaims, timing: Timing): Promise<string> {
  return sign(key, { typ: 'package', pkg: claims.packageId, package_name: claims.packageName }, timing);
}

/** The package id of a well-signed, unexpired package token; null for anything else. */
export async function verifyPackageToken(key: JwtKey, token: string, now: Date): Promise<number | null> {
  const { typ, pkg } = (await verify(key, token, now)) ?? {};
  return typ === 'package' && typeof pkg === 'number' && Number.isInteger(pkg) && pkg > 0 ? pkg : null;
}

/*
 * Every token is HS256, signed and checked by jose with the key imported once (auth/jwt-key.ts).
 * The header and the claims' order (payload, sub, iat, exp) stay the same, so a token signed for
 * the same claims is the same string.
 */
async function sign(key: JwtKey, payload: Record<string, unknown>, { now, expiresAt }: Timing, subject?: string): Promise<string> {
  const jwt = new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
  if (subject !== undefined) jwt.setSubject(subject);
  return jwt.setIssuedAt(seconds(now)).setExpirationTime(seconds(expiresAt)).sign(await key);
}

/**
 * The payload of a token signed with `key` by HS256 (never `none` or another algorithm), with an
 * exp still ahead of `now`; null for any token jose refuses. Other errors (a broken key) are thrown:
 * refusing every token would sign everyone out without a word.
 */
async function verify(key: JwtKey, token: string, now: Date): Promise<JWTPayload | null> {
  const cryptoKey = await key;
  try {
    const { payload } = await jwtVerify(token, cryptoKey, { algorithms: ['HS256'], currentDate: now, requiredClaims: ['exp'] });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

async function verifyUserToken(key: JwtKey, token: string, now: Date, typ: 'session' | 'account') {
  const payload = await verify(key, token, now);
  if (!payload) return null;
  const userId = Number(payload.sub);
  if (payload.typ !== typ || typeof payload.sid !== 'string' || !Number.isInteger(userId) || userId <= 0) return null;
  return { userId, sessionId: payload.sid, acc: payload.acc };
}
