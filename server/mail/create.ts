import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox';
import { SmtpMailer } from './smtp';

/** SMTP when SMTP_URL is set, else the outbox. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db);
}
