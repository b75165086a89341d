import { ssoPolicyMessages, twoStepMessages, sessionProofMessages } from '../../src/api/contract';
import { forbidden, type HttpError } from '../http/errors';
import { SECOND_FACTOR_PROOFS } from './sessions';
import { hasSecondFactorSql } from './two-step/second-factors';
import { NO_PASSWORD } from './unproven-profile';

/**
 * Why an account does not open for a session, decided from the session's record of its proofs
 * (DESIGN "Identity"), the same way for every account call (caller.ts) and for the flags of the
 * account selection (user-accounts.ts):
 * - 'sso': the account requires single sign-on (in force: switched on, a verified domain, a tested
 *   connection), the member is not one of its administrators, and its own provider did not prove
 *   the session: whatever the person's address is now, only that provider opens it;
 * - 'own_sign_in': another account's provider proved the session, and the person has a password
 *   (a provider speaks for its own account only) but has not confirmed their own sign-in since
 *   (their password or mailbox, and their second factor where they have one); or the account
 *   requires two-step and the person has a second factor this session did not prove;
 * - 'two_step': the account requires two-step and the person has no second factor at all (a
 *   factor proven and then turned off no longer counts);
 * - null: the account opens.
 * Its own provider's session passes the two-step rule too: the organisation's provider is its
 * sign-in.
 */
export type AccountRefusal = 'sso' | 'own_sign_in' | 'two_step';

type Columns = {
  /** SQL for the session's proofs (text[]), its sso_account_id, the user's id and password hash, the account's id, the member's tenancy. */
  proofs: string; ssoAccountId: string; userId: string; passwordHash: string; account: string; tenancy: string;
};

const textArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]::text[]`;
const OWN_PROOFS = textArray(['password', 'mailbox', 'passkey', 'app_code', 'recovery_code']);
const FACTOR_PROOFS = textArray(SECOND_FACTOR_PROOFS);

/** SQL (an AccountRefusal or null) for the account `col.account` (an accounts row alias) and the session's columns. */
export function accountRefusalSql(col: Columns): string {
  const ownProvider = `${col.ssoAccountId} is not distinct from ${col.account}.id`;
  const factorProven = `(${col.proofs} && ${FACTOR_PROOFS})`;
  const hasFactor = hasSecondFactorSql(col.userId);
  const ssoInForce = `(${col.account}.require_sso
    and exists (select 1 from sso_domains sa_d where sa_d.account_id = ${col.account}.id and sa_d.verified_at is not null)
    and exists (select 1 from sso_connections sa_c where sa_c.account_id = ${col.account}.id and sa_c.tested_at is not null))`;
  const ownSignIn = `((${col.proofs} && ${OWN_PROOFS}) and (${factorProven} or not ${hasFactor}))`;
  return `case
    when ${col.account}.id is null then null
    when ${ssoInForce} and ${col.tenancy} is distinct from 'ADMINISTRATOR' and not ${ownProvider} then 'sso'
    when ${col.ssoAccountId} is not null and not ${ownProvider} and ${col.passwordHash} <> '${NO_PASSWORD}' and not ${ownSignIn} then 'own_sign_in'
    when ${col.account}.require_two_step and not ${ownProvider} and not (${factorProven} and ${hasFactor})
      then case when ${hasFactor} then 'own_sign_in' else 'two_step' end
    else null end`;
}

/** The 403 an account call answers for the refusal. */
export function accountRefusalError(refusal: AccountRefusal): HttpError {
  if (refusal === 'sso') return forbidden(ssoPolicyMessages.refusal);
  if (refusal === 'own_sign_in') return forbidden(sessionProofMessages.ownSignInRequired);
  return forbidden(twoStepMessages.accountRequiresTwoStep);
}
