import { array, assert, object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { OutboxMailer } from '../../server/mail/outbox';
import { SmtpMailer } from '../../server/mail/smtp';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { aMinuteLater, registerUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const OutboxJson = array(object({ to: string(), subject: string(), text: string(), html: string(), sentAt: string() }));

/** The bindings @hono/node-server passes: the socket the request came on. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

type Answer = { status: number; body: unknown; headers: Headers };

/** GET on the app as a client at `remoteAddress` (loopback unless told) would send it. */
async function visit(app: TestApi['app'], path: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}): Promise<Answer> {
  const response = await app.request(path, { headers }, from(remoteAddress));
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, body: isJson ? JSON.parse(text) : text, headers: response.headers };
}

describe.each(dbKinds)('dev mailbox (%s)', (kind) => {
  const api = useApiApp(kind);

  it('lists mail as JSON, newest first, filtered by address case-insensitively', async () => {
    const email = uniqueEmail('mailbox');
    const user = await registerUser(api, { email });
    aMinuteLater(api);
    await api.get('auth/resend-verify-email', user.register.token);
    await registerUser(api);

    const response = await visit(api.app, `/__dev/mail.json?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(response.status).toBe(200);
    assert(response.body, OutboxJson);
    expect(response.body).toHaveLength(2);
    expect(response.body.every((mail) => mail.to === email)).toBe(true);
    const [newest, oldest] = response.body;
    expect(new Date(newest.sentAt).toISOString()).toBe(newest.sentAt);
    expect(Date.parse(newest.sentAt)).toBeGreaterThan(Date.parse(oldest.sentAt));
    expect(response.headers.get('cache-control')).toBe('no-store');

    const all = await visit(api.app, '/__dev/mail.json', '::1');
    assert(all.body, OutboxJson);
    expect(all.body.length).toBeGreaterThanOrEqual(3);
    expect(all.body[0].to).not.toBe(email);
  });

  it('shows an HTML page with clickable links', async () => {
    const { email } = await registerUser(api);
    const response = await visit(api.app, '/__dev/mail', '::ffff:127.0.0.1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = String(response.body);
    expect(page).toContain(email);
    expect(page).toContain('Verify your email');
    expect(page).toMatch(/<a href="http:\/\/portal\.test\/auth\/verify-email\?token=[A-Za-z0-9_-]+">/);
  });

  it('answers another machine, a request relayed by a proxy, or one without a socket as it answers an unknown path', async () => {
    await registerUser(api);
    const unknownPath = await visit(api.app, '/__dev/nothing-here');
    expect(unknownPath.status).toBe(404);
    const refusals = [
      await visit(api.app, '/__dev/mail.json', '203.0.113.7'),
      await visit(api.app, '/__dev/mail', '10.0.0.2'),
      await visit(api.app, '/__dev/mail.json', '::ffff:192.168.1.20'),
      // A reverse proxy on this machine connects from loopback, but says whom it forwards for.
      await visit(api.app, '/__dev/mail.json', '127.0.0.1', { 'X-Forwarded-For': '198.51.100.4' }),
      await visit(api.app, '/__dev/mail', '127.0.0.1', { Forwarded: 'for=198.51.100.4' }),
      await visit(api.app, '/__dev/mail.json', '::1', { 'X-Real-IP': '198.51.100.4' }),
      await visit(api.app, '/__dev/mail.json', '127.0.0.1', { 'X-Forwarded-Proto': 'https' }),
      await visit(api.app, '/__dev/mail.json', '127.0.0.1', { Via: '1.1 proxy' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(404);
      expect(refusal.body).toEqual(unknownPath.body);
      expect(refusal.headers.get('content-type')).toBe(unknownPath.headers.get('content-type'));
    }
    expect((await api.get('/__dev/mail.json')).status).toBe(404);
  });

  it('answers every client when the operator sets DEV_MAILBOX_PUBLIC=true', async () => {
    const { email } = await registerUser(api);
    const config = { ...api.config, devMailboxPublic: true };
    const app = createApp({ config, db: api.db, mailer: new OutboxMailer(api.db, { log: () => {} }) });
    for (const response of [
      await visit(app, `/__dev/mail.json?to=${encodeURIComponent(email)}`, '203.0.113.7'),
      await visit(app, `/__dev/mail.json?to=${encodeURIComponent(email)}`, '127.0.0.1', { 'X-Forwarded-For': '198.51.100.4' }),
    ]) {
      expect(response.status).toBe(200);
      assert(response.body, OutboxJson);
      expect(response.body).toHaveLength(1);
    }
  });

  it('is not mounted when mail goes out by SMTP', async () => {
    const mailer = new SmtpMailer('smtp://127.0.0.1:1', 'Portal <no-reply@example.com>');
    const app = createApp({ config: { ...api.config, devMailboxPublic: true }, db: api.db, mailer });
    try {
      const response = await app.request('/__dev/mail.json', {}, from('127.0.0.1'));
      expect(response.status).toBe(404);
    } finally {
      await mailer.close();
    }
  });
});
