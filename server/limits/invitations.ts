import type { Queryable } from '../db/db';
import { giveBackHits, retryAfterMs, takeHits, type Counter } from './hits';
import { refuseIfWaiting } from './refusal';
import { mailCounter } from './mail';
import { rules } from './rules';

/*
 * invitation/invite: each address sent to counts once against the account's daily cap
 * (rules.invitesPerAccount) and as a mail to that address (rules.mail, purpose 'invitation').
 */

/** The account's invitations of the last day. */
export const accountInvitesCounter = (accountId: number): Counter => ({ rule: rules.invitesPerAccount, key: String(accountId) });

/** An account that has used up its day's invitations is refused (429) before any address is read. */
export async function refuseIfAccountOutOfInvites(db: Queryable, accountId: number, now: Date): Promise<void> {
  refuseIfWaiting(await retryAfterMs(db, accountInvitesCounter(accountId), now));
}

/** Counts one invitation mail in the transaction that sends it: the wait (nothing counted) or 0. */
export const takeInvitation = (tx: Queryable, accountId: number, address: string, now: Date): Promise<number> =>
  takeHits(tx, [accountInvitesCounter(accountId), mailCounter('invitation', address)], now);

/** An invitation counted by takeInvitation at `at` that sends no mail after all: nothing counted. */
export const giveBackInvitation = (tx: Queryable, accountId: number, address: string, at: Date): Promise<void> =>
  giveBackHits(tx, [accountInvitesCounter(accountId), mailCounter('invitation', address)], at);
