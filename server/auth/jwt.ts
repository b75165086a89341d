import { signHs256, verifyHs256 } from './hs256';

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

export function signSessionToken(key: Uint8Array, claims: SessionClaims, timing: Timing): Promise<string> {
  return sign(key, { sid: claims.sessionId, typ: 'session' }, claims.userId, timing);
}

export function signAccountToken(key: Uint8Array, claims: AccountClaims, timing: Timing): Promise<string> {
  return sign(key, { sid: claims.sessionId, acc: claims.accountId, typ: 'account' }, claims.userId, timing);
}

export function verifySessionToken(key: Uint8Array, token: string, now: Date): Promise<SessionClaims | null> {
  const payload = verify(key, token, now, 'session');
  return Promise.resolve(payload ? { userId: payload.userId, sessionId: payload.sessionId } : null);
}

export function verifyAccountToken(key: Uint8Array, token: string, now: Date): Promise<AccountClaims | null> {
  const payload = verify(key, token, now, 'account');
  if (!payload || typeof payload.acc !== 'number' || !Number.isInteger(payload.acc)) return Promise.resolve(null);
  return Promise.resolve({ userId: payload.userId, sessionId: payload.sessionId, accountId: payload.acc });
}

export function signInvitationToken(key: Uint8Array, claims: InvitationTokenClaims, timing: Timing): Promise<string> {
  const payload = { typ: 'invitation', inv: claims.invitationId, sec: claims.secret, email: claims.email, account_name: claims.accountName };
  return Promise.resolve(signHs256(key, timed(payload, timing)));
}

/** The invitation id and secret of a well-signed, unexpired invitation token; null for anything else. */
export function verifyInvitationToken(key: Uint8Array, token: string, now: Date): Promise<Pick<InvitationTokenClaims, 'invitationId' | 'secret'> | null> {
  const { typ, inv, sec } = verifyHs256(key, token, now) ?? {};
  if (typ !== 'invitation' || typeof inv !== 'number' || !Number.isInteger(inv) || typeof sec !== 'string') return Promise.resolve(null);
  return Promise.resolve({ invitationId: inv, secret: sec });
}

/**
 * A package link's token (`/subscribe?token=`): names the package, whose name the portal may decode
 * for display; the server trusts only the signature and reads the package from the database.
 */
export type PackageTokenClaims = { packageId: number; packageName: string };

export function signPackageToken(key: Uint8Array, claims: PackageTokenClaims, timing: Timing): Promise<string> {
  return Promise.resolve(signHs256(key, timed({ typ: 'package', pkg: claims.packageId, package_name: claims.packageName }, timing)));
}

/** The package id of a well-signed, unexpired package token; null for anything else. */
export function verifyPackageToken(key: Uint8Array, token: string, now: Date): Promise<number | null> {
  const { typ, pkg } = verifyHs256(key, token, now) ?? {};
  return Promise.resolve(typ === 'package' && typeof pkg === 'number' && Number.isInteger(pkg) && pkg > 0 ? pkg : null);
}

/*
 * Every token is HS256, signed and checked by hs256.ts (node:crypto, no WebCrypto: session and
 * account tokens are checked on every API call). The claims go in the order jose wrote them
 * (payload, sub, iat, exp), so tokens issued before are the same bytes and stay valid.
 */
const timed = (payload: Record<string, unknown>, { now, expiresAt }: Timing) => ({ ...payload, iat: seconds(now), exp: seconds(expiresAt) });

function sign(key: Uint8Array, payload: Record<string, unknown>, userId: number, timing: Timing): Promise<string> {
  return Promise.resolve(signHs256(key, timed({ ...payload, sub: String(userId) }, timing)));
}

function verify(key: Uint8Array, token: string, now: Date, typ: 'session' | 'account') {
  const payload = verifyHs256(key, token, now);
  if (!payload) return null;
  const userId = Number(payload.sub);
  if (payload.typ !== typ || typeof payload.sid !== 'string' || !Number.isInteger(userId) || userId <= 0) return null;
  return { userId, sessionId: payload.sid, acc: payload.acc };
}
