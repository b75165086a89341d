import { TENANCY, scimErrorDetails } from '../../src/api/contract';
import { lockAccount } from '../accounts/account-store';
import { countAdministrators } from '../accounts/memberships';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/messages';
import { recordActivity } from '../activity/activity-store';
import { DIRECTORY_SYNC } from '../activity/actors';
import type { Queryable } from '../db/db';
import { accountVerified, emailDomain } from '../sso/verified-domains';
import { ScimError } from './scim-error';
import type { ScimUserRow } from './scim-users';

/*
 * The rules every change the provider makes to the people of an account keeps (user-provisioning.ts,
 * user-changes.ts): each in one transaction holding the account's row lock (like the
 * administrators' edits, so the last-administrator rule holds against them too), each writing its
 * activity entry with who = 'Directory sync'.
 */

/** Whether the e-mail is at a domain this account verified: a provider speaks for its organisation's addresses only. */
export async function atVerifiedDomain(tx: Queryable, accountId: number, email: string): Promise<boolean> {
  const domain = emailDomain(email);
  return domain !== null && (await accountVerified(tx, accountId, domain));
}

export async function assertVerifiedDomain(tx: Queryable, accountId: number, email: string): Promise<void> {
  if (!(await atVerifiedDomain(tx, accountId, email))) throw new ScimError(400, scimErrorDetails.domainNotVerified, 'invalidValue');
}

export const userExists = () => new ScimError(409, scimErrorDetails.userExists, 'uniqueness');

/** userName is unique per account whatever its case (RFC 7643 4.1.1): 409 uniqueness when another resource has it. */
export async function assertUserNameFree(tx: Queryable, accountId: number, userName: string, exceptId: number | null): Promise<void> {
  const [taken] = await tx.query(
    'select 1 from scim_users where account_id = $1 and lower(user_name) = lower($2) and ($3::int is null or id <> $3::int)',
    [accountId, userName, exceptId],
  );
  if (taken) throw userExists();
}

export async function assertNotLastAdministrator(tx: Queryable, accountId: number, row: { tenancy: string | null; active: boolean }): Promise<void> {
  if (row.tenancy === TENANCY.ADMINISTRATOR && row.active && (await countAdministrators(tx, accountId)) <= 1) {
    throw new ScimError(400, scimErrorDetails.lastAdministrator, 'mutability');
  }
}

export async function lockForChange(tx: Queryable, accountId: number): Promise<void> {
  if (!(await lockAccount(tx, accountId))) throw new ScimError(404, ACCOUNT_NOT_FOUND_MESSAGE);
}

export const setSuspended = (tx: Queryable, accountId: number, userId: number, at: Date | null) =>
  tx.query('update user_accounts set suspended_at = $3 where account_id = $1 and user_id = $2', [accountId, userId, at]);

/** Suspends a member (never the account's last administrator); a pending invitation has no membership to suspend. */
export async function suspend(tx: Queryable, accountId: number, row: ScimUserRow, now: Date): Promise<void> {
  if (row.user_id === null) return;
  await assertNotLastAdministrator(tx, accountId, row);
  await setSuspended(tx, accountId, row.user_id, now);
  await recordActivity(tx, { accountId, actor: DIRECTORY_SYNC, action: 'scim_member_suspended', subject: row.email, details: '', at: now });
}
