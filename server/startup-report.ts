import type { Config } from './config';
import type { SecretSource } from './auth/jwt-secret';
import { secretFilePath } from './auth/jwt-secret';

export type StartupFacts = {
  config: Config;
  /** The loopback origin of this server (admin/server-file.ts), where the private dev mailbox answers. */
  loopbackOrigin: string;
  mailer: 'outbox' | 'smtp';
  secretSource: SecretSource;
};

/** What start-up prints beside the address: where mail goes and where the signing secret lives. */
export function startupReport({ config, loopbackOrigin, mailer, secretSource }: StartupFacts): { info: string[]; warnings: string[] } {
  const info: string[] = [];
  const warnings: string[] = [];
  if (mailer === 'smtp' && config.smtpUrl) {
    info.push(`Mail: sent through the SMTP server ${smtpHost(config.smtpUrl)}`);
  } else if (config.devMailboxPublic) {
    info.push(`Mail: not sent; printed here and kept in the dev mailbox at ${config.publicUrl}/__dev/mail, open to every client (DEV_MAILBOX_PUBLIC=true)`);
    warnings.push(
      'WARNING: DEV_MAILBOX_PUBLIC=true: anyone who can reach this server reads every code and link it mails. ' +
        'Use it only where every client is trusted; set SMTP_URL to send mail.',
    );
  } else {
    info.push(`Mail: not sent; printed here and kept in the dev mailbox at ${loopbackOrigin}/__dev/mail, for clients on this machine only`);
  }
  info.push(`JWT secret: ${SECRET_SOURCES[secretSource](config.dataDir)}`);
  return { info, warnings };
}

const SECRET_SOURCES: Record<SecretSource, (dataDir: string) => string> = {
  environment: () => 'from JWT_SECRET',
  database: () => 'generated once, kept in the database (every instance on it shares it)',
  file: (dataDir) => `generated once, kept in ${secretFilePath(dataDir)}`,
};

/** Host and port only: the URL may carry the user name and password. */
function smtpHost(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return url.port ? `${url.hostname}:${url.port}` : url.hostname;
}
