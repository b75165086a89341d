import { assert } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { FlowTokenResponse, inviteMessages, tooManyAttemptsMessage } from '../../src/api/contract';
import { dbKinds, useApiApp, type ApiResponse, type TestApi } from '../support/api-app';
import { expectTooMany, watchPasswordWork } from '../support/api-limits';
import { invite, ownedAccount } from '../support/api-members';
import { PASSWORD, aMinuteLater, login, newDeviceId, registerUser, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

type Call = () => Promise<ApiResponse<Record<string, unknown>>>;
/** Mails `address` once, and gives the call that would mail it again for the same purpose. */
type MailingCall = { name: string; prepare: (api: TestApi) => Promise<{ address: string; again: Call }> };

const changeEmail = (api: TestApi, token: string, email: string, password?: string) =>
  api.put('user/update-me', { first_name: 'Ada', last_name: 'Lovelace', email, current_password: PASSWORD, ...(password ? { password } : {}) }, token);

/**
 * Changes the profile e-mail and proves the new address by the link mailed to it (a profile whose
 * address is unproven can only prove it), keeping the session the change was made with.
 */
async function changeEmailAndProve(api: TestApi, token: string, email: string): Promise<void> {
  expect((await changeEmail(api, token, email)).status).toBe(200);
  const { linkToken } = await api.latestMail(email);
  expect((await api.post('auth/verify-email', { token: linkToken, device_id: newDeviceId() })).status).toBe(200);
}

/** Every call that mails a code or link and answers 429 when the address was mailed a moment ago. */
const mailingCalls: MailingCall[] = [
  {
    name: 'register (an address another profile gave up a moment ago)',
    prepare: async (api) => {
      const mover = await registerVerifiedUser(api);
      const address = uniqueEmail('given-up');
      await changeEmailAndProve(api, mover.token, address);
      await changeEmailAndProve(api, mover.token, uniqueEmail('settled'));
      return {
        address,
        again: () => api.post('auth/register', { first_name: 'Bo', last_name: 'Next', email: address, password: PASSWORD, device_id: newDeviceId() }),
      };
    },
  },
  {
    name: 'resend-verify-email',
    prepare: async (api) => {
      const user = await registerUser(api);
      return { address: user.email, again: () => api.get('auth/resend-verify-email', user.register.token) };
    },
  },
  {
    name: 'login from a new device (identity code)',
    prepare: async (api) => {
      const user = await registerVerifiedUser(api);
      const laptop = newDeviceId();
      expect((await login(api, user, laptop)).body).toMatchObject({ verify_identity: true });
      return { address: user.email, again: () => login(api, user, laptop) };
    },
  },
  {
    name: 'login with an unverified e-mail (identity code: no device is trusted before the proof)',
    prepare: async (api) => {
      const user = await registerUser(api);
      aMinuteLater(api);
      expect((await login(api, user, user.deviceId)).body).toMatchObject({ verify_identity: true });
      return { address: user.email, again: () => login(api, user, user.deviceId) };
    },
  },
  {
    name: 'update-me changing the e-mail (with a new password, not hashed when refused)',
    prepare: async (api) => {
      const user = await registerVerifiedUser(api);
      const address = uniqueEmail('changed');
      await changeEmailAndProve(api, user.token, address);
      await changeEmailAndProve(api, user.token, uniqueEmail('changed-again'));
      return { address, again: () => changeEmail(api, user.token, address, 'a new passphrase') };
    },
  },
];

describe.each(dbKinds)('mail limits (%s)', (kind) => {
  const api = useApiApp(kind);

  it.each(mailingCalls)('$name: a second mail within a minute is a 429, before any hash; a minute later it goes', async ({ prepare }) => {
    const { address, again } = await prepare(api);
    const mailsBefore = (await api.mails(address)).length;
    const work = watchPasswordWork();
    expectTooMany(await again(), 60);
    expect(work.hash).not.toHaveBeenCalled();
    expect(await api.mails(address)).toHaveLength(mailsBefore);

    aMinuteLater(api);
    const sent = await again();
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await api.mails(address)).toHaveLength(mailsBefore + 1);
  });

  it('allows five mails an hour per address and purpose; the sixth waits for the oldest to leave the hour', async () => {
    const user = await registerUser(api);
    const resend = () => api.get('auth/resend-verify-email', user.register.token);
    for (let mail = 2; mail <= 5; mail++) {
      aMinuteLater(api);
      expect((await resend()).status).toBe(200);
    }
    aMinuteLater(api);
    const seconds = expectTooMany(await resend(), 60 * 60);
    expect(seconds).toBeGreaterThan(50 * 60);
    expect(await api.mails(user.email)).toHaveLength(5);
    // Another purpose to the same address has its own allowance.
    expect((await api.post('auth/forgot-password', { email: user.email })).status).toBe(200);
    expect((await api.mails(user.email))[0].subject).toBe('Reset your password');

    api.clock.advance(seconds * 1000);
    expect((await resend()).status).toBe(200);
  });

  it('forgot-password answers a limited address exactly as any other, and mails nothing', async () => {
    const user = await registerVerifiedUser(api);
    const first = await api.post<FlowTokenResponse>('auth/forgot-password', { email: user.email });
    const { code } = await api.latestMail(user.email);
    const mailsBefore = await api.count('mail_outbox');

    const again = await api.post<FlowTokenResponse>('auth/forgot-password', { email: user.email });
    const unknown = await api.post<FlowTokenResponse>('auth/forgot-password', { email: uniqueEmail('nobody') });
    for (const answer of [again, unknown]) {
      expect(answer.status).toBe(200);
      assert(answer.body, FlowTokenResponse);
      expect(Object.keys(answer.body)).toEqual(['token']);
      expect(answer.headers.get('retry-after')).toBeNull();
    }
    expect(await api.count('mail_outbox')).toBe(mailsBefore);
    // The limited call's token matches nothing; the code mailed first still works with its own.
    const check = (token: string) => api.post('auth/verify-forgot-password-otp', { otp: code, token, device_id: newDeviceId() });
    expect((await check(again.body.token)).status).toBe(400);
    expect((await check(first.body.token)).status).toBe(200);

    aMinuteLater(api);
    expect((await api.post('auth/forgot-password', { email: user.email })).status).toBe(200);
    expect(await api.count('mail_outbox')).toBe(mailsBefore + 1);
  });

  it('invite: an address mailed a moment ago gets its own line; the rest of the batch is invited', async () => {
    const { owner } = await ownedAccount(api);
    const [first, other] = [uniqueEmail('first'), uniqueEmail('other')];
    expect((await invite(api, owner.accountToken, first)).body.results).toEqual([{ email: first, message: inviteMessages.sent }]);
    expect((await api.post('invitation/cancel-membership-invitation', { email: first }, owner.accountToken)).status).toBe(200);

    const batch = await invite(api, owner.accountToken, [first, other]);
    expect(batch.status).toBe(200);
    expect(batch.body.results).toEqual([
      { email: first, message: tooManyAttemptsMessage(60) },
      { email: other, message: inviteMessages.sent },
    ]);
    expect(await api.mails(first)).toHaveLength(1);

    aMinuteLater(api);
    expect((await invite(api, owner.accountToken, first)).body.results).toEqual([{ email: first, message: inviteMessages.resent }]);
    expect(await api.mails(first)).toHaveLength(2);
  });

  it('counts a mail only when it was sent: a failed one costs no allowance', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await registerUser(api);
    aMinuteLater(api);
    api.setMailServerDown(true);
    try {
      expect((await api.get('auth/resend-verify-email', user.register.token)).status).toBe(503);
    } finally {
      api.setMailServerDown(false);
    }
    expect((await api.get('auth/resend-verify-email', user.register.token)).status).toBe(200);
  });
});
