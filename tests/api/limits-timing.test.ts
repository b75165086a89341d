import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { dummyPasswordHash } from '../../server/auth/passwords';
import { AfterResponse } from '../../server/http/after-response';
import type { MailMessage, Mailer } from '../../server/mail/mailer';
import { dbKinds, useApiApp } from '../support/api-app';
import { watchPasswordWork } from '../support/api-limits';
import { login, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

/** A mail server that holds every mail until released. */
class HeldMailer implements Mailer {
  readonly kind = 'smtp';
  readonly sent: MailMessage[] = [];
  private release: () => void = () => {};
  private readonly held = new Promise<void>((resolve) => (this.release = resolve));
  async send(message: MailMessage): Promise<void> {
    await this.held;
    this.sent.push(message);
  }
  open(): void {
    this.release();
  }
  async close(): Promise<void> {}
}

describe.each(dbKinds)('the same work for known and unknown addresses (%s)', (kind) => {
  const api = useApiApp(kind);

  it('sign-in checks an unknown e-mail against the dummy hash, a known one against its own', async () => {
    const user = await registerVerifiedUser(api);
    const [stored] = await api.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [user.register.user.id]);
    const work = watchPasswordWork();
    expect((await login(api, { email: uniqueEmail('nobody'), password: 'a guess' }, user.deviceId)).status).toBe(401);
    expect((await login(api, { email: user.email, password: 'a guess' }, user.deviceId)).status).toBe(401);
    expect(work.verify.mock.calls).toEqual([[await dummyPasswordHash(), 'a guess'], [stored.password_hash, 'a guess']]);
    expect(work.hash).not.toHaveBeenCalled();
    // The dummy was made with the parameters real hashes have.
    expect((await dummyPasswordHash()).split('$').slice(0, 4)).toEqual(stored.password_hash.split('$').slice(0, 4));
  });

  it('forgot-password answers before its mail is sent', async () => {
    const user = await registerVerifiedUser(api);
    const mailer = new HeldMailer();
    const afterResponse = new AfterResponse();
    const app = createApp({ config: api.config, db: api.db, mailer, clock: api.clock, afterResponse });
    const response = await app.request('/api/v1/auth/forgot-password', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: user.email }),
    });
    expect(response.status).toBe(200);
    // Answered while the mail server still holds the mail; the challenge is already written.
    expect(mailer.sent).toEqual([]);
    const [open] = await api.db.query<{ n: number }>(
      "select count(*)::int as n from challenges where user_id = $1 and purpose = 'reset_password' and voided_at is null",
      [user.register.user.id],
    );
    expect(open.n).toBe(1);
    mailer.open();
    await afterResponse.idle();
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([[user.email, 'Reset your password']]);
  });
});
