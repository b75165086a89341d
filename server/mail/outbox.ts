import { systemClock, type Clock } from '../clock';
import type { Queryable } from '../db/db';
import type { MailMessage, Mailer } from './mailer';

export type OutboxMail = MailMessage & { sentAt: string };

type OutboxRow = { recipient: string; subject: string; text_body: string; html_body: string; sent_at: Date };

/** Mail for development and tests: stored in mail_outbox, printed, browsable at /__dev/mail. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Queryable,
    private readonly options: { clock?: Clock; log?: (text: string) => void } = {},
  ) {}

  async send(message: MailMessage, tx?: Queryable): Promise<void> {
    const sentAt = (this.options.clock ?? systemClock).now();
    // Inside the caller's transaction when there is one: the mail is kept only if what it is about is.
    await (tx ?? this.db).query(
      'insert into mail_outbox (recipient, subject, text_body, html_body, sent_at) values ($1, $2, $3, $4, $5)',
      [message.to, message.subject, message.text, message.html, sentAt],
    );
    const log = this.options.log ?? console.log;
    log(`[mail] ${sentAt.toISOString()} to ${message.to}: ${message.subject}\n${indent(message.text)}`);
  }

  async close(): Promise<void> {}
}

/** Newest first; `to` matches case-insensitively. */
export async function listOutbox(db: Queryable, to?: string): Promise<OutboxMail[]> {
  const rows = to
    ? await db.query<OutboxRow>(
        'select * from mail_outbox where lower(recipient) = lower($1) order by sent_at desc, id desc',
        [to.trim()],
      )
    : await db.query<OutboxRow>('select * from mail_outbox order by sent_at desc, id desc limit 200');
  return rows.map((row) => ({
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    sentAt: row.sent_at.toISOString(),
  }));
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
