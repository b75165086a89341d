import type { SecondFactorMethods } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';

/**
 * SQL that is true when the user `userId` (an SQL expression) has a second factor: a passkey, or an
 * authenticator app that is on. Recovery codes only stand in for those two, so they do not count.
 */
export const hasSecondFactorSql = (userId: string): string =>
  `(exists (select 1 from passkeys sf_p where sf_p.user_id = ${userId})
    or exists (select 1 from totp_secrets sf_t where sf_t.user_id = ${userId} and sf_t.enabled_at is not null))`;

/** The second factors the user has; neither when they have none. */
export async function secondFactorsOf(db: Queryable, userId: number): Promise<SecondFactorMethods> {
  const [row] = await db.query<SecondFactorMethods>(
    `select exists (select 1 from totp_secrets where user_id = $1 and enabled_at is not null) as totp,
            exists (select 1 from passkeys where user_id = $1) as passkey`,
    [userId],
  );
  return { totp: row?.totp ?? false, passkey: row?.passkey ?? false };
}
