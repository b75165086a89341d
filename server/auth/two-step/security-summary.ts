import type { SecurityResponse } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { listPasskeys, toPasskey } from './passkeys';
import { recoveryCodesLeft } from './recovery-codes';
import { isTotpOn } from './totp';

/** GET auth/security: the user's passkeys (oldest first), whether the app is on, and the recovery codes left. */
export async function securitySummary(db: Queryable, userId: number): Promise<SecurityResponse> {
  return {
    passkeys: (await listPasskeys(db, userId)).map(toPasskey),
    totp: await isTotpOn(db, userId),
    recovery_codes_left: await recoveryCodesLeft(db, userId),
  };
}
