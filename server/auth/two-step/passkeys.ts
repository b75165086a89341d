import type { Passkey } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import type { StoredCredential } from './webauthn';

/*
 * A user's passkeys. The public key travels to and from the database as base64 (encode/decode in
 * SQL), and the counter as float8: both drivers read those alike, unlike bytea and bigint. A
 * counter is a 32-bit number, which a float8 holds exactly.
 */

export type PasskeyRow = {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
};

const COLUMNS = `id, user_id, credential_id, encode(public_key, 'base64') as public_key, counter::float8 as counter,
  transports, name, created_at, last_used_at`;

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

export const toCredential = (row: PasskeyRow): StoredCredential => ({
  id: row.credential_id,
  publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64')),
  counter: row.counter,
  transports: row.transports,
});

/** Oldest first: the order the Security screen lists them in. */
export function listPasskeys(db: Queryable, userId: number): Promise<PasskeyRow[]> {
  return db.query<PasskeyRow>(`select ${COLUMNS} from passkeys where user_id = $1 order by created_at, id`, [userId]);
}

export async function findPasskeyByCredentialId(db: Queryable, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.query<PasskeyRow>(`select ${COLUMNS} from passkeys where credential_id = $1`, [credentialId]);
  return row ?? null;
}

type NewPasskey = { userId: number; credential: StoredCredential; name: string; now: Date };

/** The new passkey, or null when its credential is stored already (the unique index decides). */
export async function insertPasskey(db: Queryable, input: NewPasskey): Promise<PasskeyRow | null> {
  const { credential } = input;
  const [row] = await db.query<PasskeyRow>(
    `insert into passkeys (user_id, credential_id, public_key, counter, transports, name, created_at)
     values ($1, $2, decode($3, 'base64'), $4, $5::text[], $6, $7)
     on conflict (credential_id) do nothing
     returning ${COLUMNS}`,
    [input.userId, credential.id, Buffer.from(credential.publicKey).toString('base64'), credential.counter, credential.transports ?? [], input.name, input.now],
  );
  return row ?? null;
}

/** The renamed passkey; null when the user has no passkey `id`. */
export async function renamePasskey(db: Queryable, userId: number, id: number, name: string): Promise<PasskeyRow | null> {
  const [row] = await db.query<PasskeyRow>(
    `update passkeys set name = $3 where id = $1 and user_id = $2 returning ${COLUMNS}`,
    [id, userId, name],
  );
  return row ?? null;
}

/** False when the user has no passkey `id`. */
export async function removePasskey(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>('delete from passkeys where id = $1 and user_id = $2 returning id', [id, userId]);
  return rows.length > 0;
}

/**
 * Stores a use: the authenticator's new counter and the time. Only over the counter the check
 * read, so of two assertions checked against one counter only one is recorded; false for the other.
 */
export async function recordPasskeyUse(db: Queryable, passkey: PasskeyRow, newCounter: number, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'update passkeys set counter = $3, last_used_at = $4 where id = $1 and counter = $2 returning id',
    [passkey.id, passkey.counter, newCounter, now],
  );
  return rows.length > 0;
}
