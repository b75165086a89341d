import type { SsoConnection, SsoProtocol } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { open, seal } from '../crypto/sealed-text';

export type ConnectionRow = {
  /** The connection as it stands: a new one when the issuer or the protocol changes (its links start afresh). */
  id: number;
  account_id: number;
  protocol: SsoProtocol;
  issuer: string | null;
  client_id: string | null;
  client_secret_encrypted: string | null;
  metadata_url: string | null;
  metadata_xml: string | null;
  updated_at: Date;
  tested_at: Date | null;
  tested_issuer: string | null;
};

/** What a save stores; the secret already sealed. */
export type ConnectionFields = Pick<
  ConnectionRow, 'protocol' | 'issuer' | 'client_id' | 'client_secret_encrypted' | 'metadata_url' | 'metadata_xml'
>;

const COLUMNS = 'id, account_id, protocol, issuer, client_id, client_secret_encrypted, metadata_url, metadata_xml, updated_at, tested_at, tested_issuer';

/** The account id is authenticated with the secret: a secret copied into another account's row does not open. */
const associatedData = (accountId: number) => `sso_connections account ${accountId}`;
export const sealClientSecret = (key: Buffer, accountId: number, secret: string): string =>
  seal(key, associatedData(accountId), Buffer.from(secret, 'utf8'));
export const openClientSecret = (key: Buffer, accountId: number, sealed: string): string =>
  open(key, associatedData(accountId), sealed).toString('utf8');

export const toSsoConnection = (row: ConnectionRow): SsoConnection => ({
  protocol: row.protocol,
  issuer: row.issuer,
  client_id: row.client_id,
  has_client_secret: row.client_secret_encrypted !== null,
  metadata_url: row.metadata_url,
  metadata_xml: row.metadata_xml,
  updated_at: row.updated_at.toISOString(),
  tested_at: row.tested_at?.toISOString() ?? null,
  tested_issuer: row.tested_issuer,
});

/** The account's connection, or null; `forUpdate` locks it until the transaction ends. */
export async function findConnection(db: Queryable, accountId: number, forUpdate = false): Promise<ConnectionRow | null> {
  const [row] = await db.query<ConnectionRow>(
    `select ${COLUMNS} from sso_connections where account_id = $1${forUpdate ? ' for update' : ''}`, [accountId],
  );
  return row ?? null;
}

/**
 * Saves the connection, created or changed; a saved change is untested until tested again. A
 * change of issuer or protocol is another provider: the connection gets a new id and the links the
 * old provider made are removed, since its subjects name nobody at the new one.
 */
export async function saveConnection(tx: Queryable, accountId: number, fields: ConnectionFields, now: Date): Promise<ConnectionRow> {
  await tx.query(
    `delete from sso_identities i using sso_connections c
     where c.account_id = $1 and i.connection_id = c.id and (c.protocol <> $2 or c.issuer is distinct from $3)`,
    [accountId, fields.protocol, fields.issuer],
  );
  const [row] = await tx.query<ConnectionRow>(
    `insert into sso_connections (account_id, protocol, issuer, client_id, client_secret_encrypted, metadata_url, metadata_xml, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     on conflict (account_id) do update set protocol = excluded.protocol, issuer = excluded.issuer, client_id = excluded.client_id,
       client_secret_encrypted = excluded.client_secret_encrypted, metadata_url = excluded.metadata_url,
       metadata_xml = excluded.metadata_xml, updated_at = excluded.updated_at, tested_at = null, tested_issuer = null,
       id = case when sso_connections.protocol <> excluded.protocol or sso_connections.issuer is distinct from excluded.issuer
         then nextval(pg_get_serial_sequence('sso_connections', 'id')) else sso_connections.id end
     returning ${COLUMNS}`,
    [accountId, fields.protocol, fields.issuer, fields.client_id, fields.client_secret_encrypted, fields.metadata_url, fields.metadata_xml, now],
  );
  if (!row) throw new Error('The connection was not saved');
  return row;
}

/**
 * Records a test's outcome for the connection as it was tested: a connection saved again meanwhile
 * keeps its own (untested) state. A failed test clears the success, since the provider no longer answers.
 */
export async function recordTest(db: Queryable, tested: ConnectionRow, issuer: string | null, now: Date): Promise<void> {
  await db.query(
    'update sso_connections set tested_at = $3, tested_issuer = $4 where account_id = $1 and updated_at = $2',
    [tested.account_id, tested.updated_at, issuer === null ? null : now, issuer],
  );
}

/** The removed connection, or null when the account had none; its links go with it (cascade). */
export async function deleteConnection(tx: Queryable, accountId: number): Promise<ConnectionRow | null> {
  const [row] = await tx.query<ConnectionRow>(`delete from sso_connections where account_id = $1 returning ${COLUMNS}`, [accountId]);
  return row ?? null;
}
