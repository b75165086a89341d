import type { Queryable } from '../db/db';
import { normaliseEmail } from '../auth/users';
import { giveBackHits, retryAfterMs, takeHits, type Counter } from './hits';
import { refuseIfWaiting } from './refusal';
import { rules } from './rules';

/** What a mail is for; each has its own allowance per address. */
export type MailPurpose = 'verify_email' | 'verify_identity' | 'reset_password' | 'invitation';

/** One address's mails of one purpose: one a minute, five an hour (rules.mail). */
export const mailCounter = (purpose: MailPurpose, address: string): Counter => ({
  rule: rules.mail,
  key: `${purpose}\n${normaliseEmail(address)}`,
});

/** The wait before another such mail may go; 0 when it may. Does not count. */
export const mailWait = (db: Queryable, purpose: MailPurpose, address: string, now: Date): Promise<number> =>
  retryAfterMs(db, mailCounter(purpose, address), now);

/**
 * Before slow work (hashing a password) for a call that will mail: a limited address is refused
 * at once. Still counted later with takeMail, which decides under concurrency.
 */
export async function refuseIfMailLimited(db: Queryable, purpose: MailPurpose, address: string, now: Date): Promise<void> {
  refuseIfWaiting(await mailWait(db, purpose, address, now));
}

/** Counts the mail in the transaction that sends it: the wait (nothing counted) or 0. */
export const takeMail = (tx: Queryable, purpose: MailPurpose, address: string, now: Date): Promise<number> =>
  takeHits(tx, [mailCounter(purpose, address)], now);

/**
 * For a mail counted by takeMail at `at` in a transaction already committed, then not sent (the one
 * mailed after its answer): the allowance it took is free again.
 */
export const giveBackMail = (db: Queryable, purpose: MailPurpose, address: string, at: Date): Promise<void> =>
  giveBackHits(db, [mailCounter(purpose, address)], at);
