import { LAUNCH_TOKEN_SECONDS } from '../../src/api/contract';
import { newFlowToken, sha256 } from '../auth/random';
import type { Queryable } from '../db/db';

/** Who launched which product from which account and portal session. */
export type LaunchGrant = { userId: number; accountId: number; productId: number; sessionId: string };

/**
 * Stores a launch token for the grant and returns it: 32 random bytes, base64url, valid once for
 * LAUNCH_TOKEN_SECONDS. Only its SHA-256 is kept, like every flow token.
 */
export async function issueLaunchToken(db: Queryable, grant: LaunchGrant, now: Date): Promise<string> {
  const token = newFlowToken();
  await db.query(
    `insert into launch_tokens (token_hash, user_id, account_id, product_id, session_id, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [sha256(token), grant.userId, grant.accountId, grant.productId, grant.sessionId, new Date(now.getTime() + LAUNCH_TOKEN_SECONDS * 1000), now],
  );
  return token;
}

/**
 * Uses the token up, in one statement, if it is unused, unexpired and for the product with this
 * referrer; its grant, or null. One statement, so two redeems at once cannot both win; the referrer
 * is part of it, so a product presenting another product's token does not burn it.
 */
export async function claimLaunchToken(db: Queryable, token: string, referrer: string, now: Date): Promise<LaunchGrant | null> {
  const [row] = await db.query<{ user_id: number; account_id: number; product_id: number; session_id: string }>(
    `update launch_tokens lt set used_at = $3
     from products p
     where lt.token_hash = $1 and p.id = lt.product_id and p.referrer = $2
       and lt.used_at is null and lt.expires_at > $3
     returning lt.user_id, lt.account_id, lt.product_id, lt.session_id`,
    [sha256(token), referrer, now],
  );
  return row ? { userId: row.user_id, accountId: row.account_id, productId: row.product_id, sessionId: row.session_id } : null;
}
