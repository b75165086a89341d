import { array, assert, object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { SmtpMailer } from '../../server/mail/smtp';
import { dbKinds, useApiApp } from '../support/api-app';
import { aMinuteLater, registerUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const OutboxJson = array(object({ to: string(), subject: string(), text: string(), html: string(), sentAt: string() }));

describe.each(dbKinds)('dev mailbox (%s)', (kind) => {
  const api = useApiApp(kind);

  it('lists mail as JSON, newest first, filtered by address case-insensitively', async () => {
    const email = uniqueEmail('mailbox');
    const user = await registerUser(api, { email });
    aMinuteLater(api);
    await api.get('auth/resend-verify-email', user.register.token);
    await registerUser(api);

    const response = await api.get(`/__dev/mail.json?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(response.status).toBe(200);
    assert(response.body, OutboxJson);
    expect(response.body).toHaveLength(2);
    expect(response.body.every((mail) => mail.to === email)).toBe(true);
    const [newest, oldest] = response.body;
    expect(new Date(newest.sentAt).toISOString()).toBe(newest.sentAt);
    expect(Date.parse(newest.sentAt)).toBeGreaterThan(Date.parse(oldest.sentAt));
    expect(response.headers.get('cache-control')).toBe('no-store');

    const all = await api.get('/__dev/mail.json');
    assert(all.body, OutboxJson);
    expect(all.body.length).toBeGreaterThanOrEqual(3);
    expect(all.body[0].to).not.toBe(email);
  });

  it('shows an HTML page with clickable links', async () => {
    const { email } = await registerUser(api);
    const response = await api.get('/__dev/mail');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = String(response.body);
    expect(page).toContain(email);
    expect(page).toContain('Verify your email');
    expect(page).toMatch(/<a href="http:\/\/portal\.test\/auth\/verify-email\?token=[A-Za-z0-9_-]+">/);
  });

  it('is not mounted when mail goes out by SMTP', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'Portal <no-reply@example.com>');
    const app = createApp({ config: api.config, db: api.db, mailer });
    try {
      const response = await app.request('/__dev/mail.json');
      expect(response.status).toBe(404);
    } finally {
      await mailer.close();
    }
  });
});
