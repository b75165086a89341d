export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends one mail. `outbox` keeps it in the database for the dev mailbox; `smtp` really sends it. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
