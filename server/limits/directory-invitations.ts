import type { Queryable } from '../db/db';
import { takeHits, type Counter } from './hits';
import { mailCounter } from './mail';
import { rules } from './rules';

/*
 * Directory sync's invitations (scim/directory-invitation.ts): each counts once against the
 * account's own daily allowance for its directory (rules.directoryInvitesPerAccount) and as an
 * invitation mail to that address (rules.mail, purpose 'invitation'), as the administrators' do.
 */

export const directoryInvitesCounter = (accountId: number): Counter => ({ rule: rules.directoryInvitesPerAccount, key: String(accountId) });

/** Counts one invitation mail in the transaction that sends it: the wait (nothing counted) or 0. */
export const takeDirectoryInvitation = (tx: Queryable, accountId: number, address: string, now: Date): Promise<number> =>
  takeHits(tx, [directoryInvitesCounter(accountId), mailCounter('invitation', address)], now);
