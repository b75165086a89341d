import { SignJWT, jwtVerify } from 'jose';

/** A session token: proves the session, which the server still checks on every call. */
export type SessionClaims = { userId: number; sessionId: string };
/** An account token (user_account_token): the session plus the account the user works in. */
export type AccountClaims = SessionClaims & { accountId: number };

type Timing = { now: Date; expiresAt: Date };

export function signSessionToken(key: Uint8Array, claims: SessionClaims, timing: Timing): Promise<string> {
  return sign(key, { sid: claims.sessionId, typ: 'session' }, claims.userId, timing);
}

export function signAccountToken(key: Uint8Array, claims: AccountClaims, timing: Timing): Promise<string> {
  return sign(key, { sid: claims.sessionId, acc: claims.accountId, typ: 'account' }, claims.userId, timing);
}

export async function verifySessionToken(key: Uint8Array, token: string, now: Date): Promise<SessionClaims | null> {
  const payload = await verify(key, token, now, 'session');
  return payload ? { userId: payload.userId, sessionId: payload.sessionId } : null;
}

export async function verifyAccountToken(key: Uint8Array, token: string, now: Date): Promise<AccountClaims | null> {
  const payload = await verify(key, token, now, 'account');
  if (!payload || typeof payload.acc !== 'number' || !Number.isInteger(payload.acc)) return null;
  return { userId: payload.userId, sessionId: payload.sessionId, accountId: payload.acc };
}

function sign(key: Uint8Array, payload: Record<string, unknown>, userId: number, { now, expiresAt }: Timing) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

async function verify(key: Uint8Array, token: string, now: Date, typ: 'session' | 'account') {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    const userId = Number(payload.sub);
    if (payload.typ !== typ || typeof payload.sid !== 'string' || !Number.isInteger(userId) || userId <= 0) return null;
    return { userId, sessionId: payload.sid, acc: payload.acc };
  } catch {
    return null;
  }
}
