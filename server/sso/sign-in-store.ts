import type { SsoProtocol } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { sha256 } from '../auth/random';

/** A sign-in works this long from its start: the person signs in at their provider meanwhile. */
export const SIGN_IN_WINDOW_MS = 10 * 60_000;

export type SignInRow = {
  id: number;
  account_id: number;
  protocol: SsoProtocol;
  nonce: string | null;
  code_verifier: string | null;
  saml_request_id: string | null;
  device_hash: string;
  remember_me: boolean;
  expires_at: Date;
  answered_at: Date | null;
  user_id: number | null;
  finished_at: Date | null;
};

const COLUMNS = 'id, account_id, protocol, nonce, code_verifier, saml_request_id, device_hash, remember_me, expires_at, answered_at, user_id, finished_at';

export type NewSignIn = {
  state: string;
  accountId: number;
  protocol: SsoProtocol;
  nonce?: string;
  codeVerifier?: string;
  samlRequestId?: string;
  deviceId: string;
  rememberMe: boolean;
  now: Date;
};

/** Stores a started sign-in; only hashes of its state and of the device id are kept. */
export async function insertSignIn(db: Queryable, s: NewSignIn): Promise<void> {
  await db.query(
    `insert into sso_sign_ins (state_hash, account_id, protocol, nonce, code_verifier, saml_request_id, device_hash, remember_me, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [sha256(s.state), s.accountId, s.protocol, s.nonce ?? null, s.codeVerifier ?? null, s.samlRequestId ?? null,
      sha256(s.deviceId), s.rememberMe, s.now, new Date(s.now.getTime() + SIGN_IN_WINDOW_MS)],
  );
}

/** What a provider's answer finds: no sign-in, one already answered, one past its time, or one to check. */
export type Answering = { refused: 'state' | 'replayed' | 'expired' } | { signIn: SignInRow };

/**
 * Takes the sign-in a provider's answer names by its state, once: marking it answered in the same
 * statement makes a second answer (a replay, or two racing) find it taken.
 */
export async function takeForAnswer(db: Queryable, state: string, now: Date): Promise<Answering> {
  const [taken] = await db.query<SignInRow>(
    `update sso_sign_ins set answered_at = $2 where state_hash = $1 and answered_at is null returning ${COLUMNS}`,
    [sha256(state), now],
  );
  if (!taken) {
    const [seen] = await db.query<{ id: number }>('select id from sso_sign_ins where state_hash = $1', [sha256(state)]);
    return { refused: seen ? 'replayed' : 'state' };
  }
  return taken.expires_at.getTime() <= now.getTime() ? { refused: 'expired' } : { signIn: taken };
}

/** Records who signed in, and the hash of the token the starting browser redeems. */
export async function recordSignedIn(db: Queryable, id: number, userId: number, finishToken: string): Promise<void> {
  await db.query('update sso_sign_ins set user_id = $2, finish_hash = $3 where id = $1', [id, userId, sha256(finishToken)]);
}

export type Finishing = { refused: 'unknown' | 'other_device' } | { signIn: SignInRow };

/**
 * Takes the sign-in of a finish token, once, in the caller's transaction, for the device that
 * started it only. Another device is refused without using the token up.
 */
export async function takeForFinish(db: Queryable, finishToken: string, deviceId: string, now: Date): Promise<Finishing> {
  const [taken] = await db.query<SignInRow>(
    `update sso_sign_ins set finished_at = $3
     where finish_hash = $1 and device_hash = $2 and finished_at is null and user_id is not null and expires_at > $3
     returning ${COLUMNS}`,
    [sha256(finishToken), sha256(deviceId), now],
  );
  if (taken) return { signIn: taken };
  const [other] = await db.query<{ id: number }>(
    'select id from sso_sign_ins where finish_hash = $1 and device_hash <> $2 and finished_at is null and expires_at > $3',
    [sha256(finishToken), sha256(deviceId), now],
  );
  return { refused: other ? 'other_device' : 'unknown' };
}
