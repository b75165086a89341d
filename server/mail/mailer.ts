import type { Queryable } from '../db/db';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends one mail. `outbox` keeps it in the database for the dev mailbox; `smtp` really sends it. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /**
   * `tx` is the transaction the mail belongs to (see auth/challenge-mail.ts): the outbox writes into
   * it, so a rollback takes the mail back with everything else. SMTP cannot take a mail back and
   * ignores it.
   */
  send(message: MailMessage, tx?: Queryable): Promise<void>;
  close(): Promise<void>;
}
