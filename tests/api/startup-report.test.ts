import { describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../../server/config';
import { startupReport } from '../../server/startup-report';

const SECRET = 's'.repeat(32);
const report = (env: Env, mailer: 'outbox' | 'smtp' = 'outbox') =>
  startupReport({
    config: loadConfig({ JWT_SECRET: SECRET, PUBLIC_URL: 'https://portal.example.com', DATA_DIR: '/var/lib/portal', ...env }),
    loopbackOrigin: 'http://127.0.0.1:3000',
    mailer,
    secretSource: 'environment',
  });

describe('what start-up prints', () => {
  it('says mail stays in the dev mailbox, readable from this machine only, by default', () => {
    expect(report({})).toEqual({
      info: [
        'Mail: not sent; printed here and kept in the dev mailbox at http://127.0.0.1:3000/__dev/mail, for clients on this machine only',
        'JWT secret: from JWT_SECRET',
      ],
      warnings: [],
    });
  });

  it('warns when the operator opened the dev mailbox to every client', () => {
    const { info, warnings } = report({ DEV_MAILBOX_PUBLIC: 'true' });
    expect(info[0]).toBe(
      'Mail: not sent; printed here and kept in the dev mailbox at https://portal.example.com/__dev/mail, open to every client (DEV_MAILBOX_PUBLIC=true)',
    );
    expect(warnings).toEqual([expect.stringMatching(/^WARNING: DEV_MAILBOX_PUBLIC=true: anyone who can reach this server reads every code and link/)]);
  });

  it('names the SMTP host and port, never the credentials', () => {
    const { info, warnings } = report({ SMTP_URL: 'smtps://mailer:hunter2-secret@mail.example.com:465' }, 'smtp');
    expect(info[0]).toBe('Mail: sent through the SMTP server mail.example.com:465');
    expect(JSON.stringify(info)).not.toMatch(/hunter2|mailer/);
    expect(warnings).toEqual([]);
    expect(report({ SMTP_URL: 'smtp://mail.example.com' }, 'smtp').info[0]).toBe('Mail: sent through the SMTP server mail.example.com');
  });

  it('says where a generated JWT secret is kept', () => {
    const config = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: '/var/lib/portal' });
    const secretLine = (secretSource: 'database' | 'file') =>
      startupReport({ config, loopbackOrigin: 'http://127.0.0.1:3000', mailer: 'outbox', secretSource }).info[1];
    expect(secretLine('database')).toBe('JWT secret: generated once, kept in the database (every instance on it shares it)');
    expect(secretLine('file')).toBe('JWT secret: generated once, kept in /var/lib/portal/jwt-secret');
  });
});
