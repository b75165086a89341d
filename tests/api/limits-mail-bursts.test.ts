import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FlowTokenResponse, inviteMessages, tooManyAttemptsMessage } from '../../src/api/contract';
import { dbKinds, useApiApp, type ApiResponse, type TestApi } from '../support/api-app';
import { expectTooMany } from '../support/api-limits';
import { invite, ownedAccount } from '../support/api-members';
import { aMinuteLater, login, newDeviceId, registerUser, registerVerifiedUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

/*
 * One mail a minute per address and purpose (server/limits/rules.ts), whether the calls asking for
 * it come one after another or all at once: the allowance is checked and taken in one step, before
 * the answer, so the second call of a burst always sees the first one's mail counted.
 */

type Answer = ApiResponse<Record<string, unknown>>;
/** A flow that mails `address`: `call` asks for one more mail; `sent` tells the answer of the call that mailed. */
type MailingFlow = {
  name: string;
  prepare: (api: TestApi) => Promise<{ address: string; call: () => Promise<Answer> }>;
  sent: (answer: Answer) => boolean;
  /** Every other answer of the burst: a refusal by the mail limit. */
  expectRefused: (answer: Answer) => void;
};

const flows: MailingFlow[] = [
  {
    name: 'resend-verify-email',
    prepare: async (api) => {
      const user = await registerUser(api);
      // The registration's own mail took this minute's allowance.
      aMinuteLater(api);
      return { address: user.email, call: () => api.get('auth/resend-verify-email', user.register.token) };
    },
    sent: (answer) => answer.status === 200,
    expectRefused: (answer) => expectTooMany(answer, 60),
  },
  {
    name: "login's identity challenge (a new browser)",
    prepare: async (api) => {
      const user = await registerVerifiedUser(api);
      const laptop = newDeviceId();
      return { address: user.email, call: () => login(api, user, laptop) };
    },
    sent: (answer) => answer.status === 200 && answer.body.verify_identity === true,
    expectRefused: (answer) => expectTooMany(answer, 60),
  },
  {
    name: 'invite (the invitation withdrawn before each call, so only the mail limit stands in the way)',
    prepare: async (api) => {
      const { owner } = await ownedAccount(api);
      const address = uniqueEmail('invitee');
      const call = async () => {
        await api.post('invitation/cancel-membership-invitation', { email: address }, owner.accountToken);
        return invite(api, owner.accountToken, address) as Promise<Answer>;
      };
      return { address, call };
    },
    sent: (answer) => answer.status === 200 && JSON.stringify(answer.body).includes(inviteMessages.sent),
    expectRefused: (answer) => {
      expect(answer.status).toBe(200);
      // All at once, the calls that lose read the address before the winner's invitation existed.
      expect([tooManyAttemptsMessage(60), inviteMessages.alreadyInvited]).toContain((answer.body.results as { message: string }[])[0].message);
    },
  },
];

describe.each(dbKinds)('a burst for one address and purpose sends one mail (%s)', (kind) => {
  const api = useApiApp(kind);

  const burst = async (call: () => Promise<Answer>, size: number, together: boolean): Promise<Answer[]> => {
    if (together) return Promise.all(Array.from({ length: size }, call));
    const answers: Answer[] = [];
    for (let n = 0; n < size; n++) answers.push(await call());
    return answers;
  };

  describe.each([
    { shape: 'six one after the other', size: 6, together: false },
    { shape: 'ten at once', size: 10, together: true },
  ])('$shape', ({ size, together }) => {
    it.each(flows)('$name', async ({ prepare, sent, expectRefused }) => {
      const { address, call } = await prepare(api);
      const mailsBefore = (await api.mails(address)).length;
      const answers = await burst(call, size, together);
      expect(await api.mails(address)).toHaveLength(mailsBefore + 1);
      expect(answers.filter(sent)).toHaveLength(1);
      answers.filter((answer) => !sent(answer)).forEach(expectRefused);
    });

    it('forgot-password: every answer alike, one mail, and its code works with exactly one token', async () => {
      const user = await registerVerifiedUser(api);
      const stranger = uniqueEmail('stranger');
      const forgot = (email: string) => () => api.post<FlowTokenResponse>('auth/forgot-password', { email }) as Promise<Answer>;
      const mailsBefore = (await api.mails(user.email)).length;

      const known = await burst(forgot(user.email), size, together);
      const unknown = await burst(forgot(stranger), size, together);
      for (const answer of [...known, ...unknown]) {
        expect(answer.status).toBe(200);
        assert(answer.body, FlowTokenResponse);
        expect(answer.headers.get('retry-after')).toBeNull();
      }
      expect(await api.mails(stranger)).toEqual([]);
      const mails = await api.mails(user.email);
      expect(mails).toHaveLength(mailsBefore + 1);
      expect(mails[0].subject).toBe('Reset your password');

      // Only the call that mailed holds a token the code goes with; the others' match nothing.
      const { code } = await api.latestMail(user.email);
      const checks = await Promise.all(known.map(({ body }) =>
        api.post('auth/verify-forgot-password-otp', { otp: code, token: body.token, device_id: newDeviceId() })));
      expect(checks.map((check) => check.status).sort()).toEqual([200, ...Array<number>(size - 1).fill(400)]);
    });
  });
});
