import type { ScimTokenSummary } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { newFlowToken, sha256 } from '../auth/random';

/*
 * The SCIM bearer tokens: 32 random bytes, shown once, kept as their SHA-256 (like the other
 * tokens), with the last four characters and creation date the page shows. One live token per
 * account, which the partial unique index holds even for two administrators at once.
 */

type TokenRow = { id: number; account_id: number; last_four: string; created_at: Date };

export const toTokenSummary = (row: TokenRow): ScimTokenSummary => ({ last_four: row.last_four, created_at: row.created_at.toISOString() });

/** The new token and its row; null when the account has a live one (unique index). */
export async function insertToken(tx: Queryable, accountId: number, now: Date): Promise<{ token: string; row: TokenRow } | null> {
  const token = newFlowToken();
  const rows = await tx.query<TokenRow>(
    `insert into scim_tokens (account_id, token_hash, last_four, created_at) values ($1, $2, $3, $4)
     on conflict do nothing returning id, account_id, last_four, created_at`,
    [accountId, sha256(token), token.slice(-4), now],
  );
  return rows[0] ? { token, row: rows[0] } : null;
}

export async function liveToken(db: Queryable, accountId: number): Promise<TokenRow | null> {
  const rows = await db.query<TokenRow>(
    'select id, account_id, last_four, created_at from scim_tokens where account_id = $1 and revoked_at is null', [accountId],
  );
  return rows[0] ?? null;
}

/** Revokes the account's live token; null when it had none. */
export async function revokeToken(tx: Queryable, accountId: number, now: Date): Promise<TokenRow | null> {
  const rows = await tx.query<TokenRow>(
    `update scim_tokens set revoked_at = $2 where account_id = $1 and revoked_at is null
     returning id, account_id, last_four, created_at`,
    [accountId, now],
  );
  return rows[0] ?? null;
}

/** The live token a bearer names, or null (unknown or revoked). */
export async function findLiveToken(db: Queryable, bearer: string): Promise<TokenRow | null> {
  const rows = await db.query<TokenRow>(
    'select id, account_id, last_four, created_at from scim_tokens where token_hash = $1 and revoked_at is null', [sha256(bearer)],
  );
  return rows[0] ?? null;
}
