import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

/**
 * Code mails are sent while their transaction is open (auth/challenge-mail.ts), so a mail server
 * that hangs must not hold it for nodemailer's default minutes. Query parameters of SMTP_URL
 * (e.g. ?socketTimeout=60000) still override these.
 */
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Real mail through the SMTP server of SMTP_URL. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS_MS });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
