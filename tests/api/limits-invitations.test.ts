import { describe, expect, it } from 'vitest';
import { inviteMessages, tooManyAttemptsMessage } from '../../src/api/contract';
import { recordHit } from '../../server/limits/hits';
import { accountInvitesCounter } from '../../server/limits/invitations';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { expectTooMany } from '../support/api-limits';
import { DAY_MS, invite, ownedAccount } from '../support/api-members';
import { uniqueEmail } from '../support/unique-email';

/** `count` invitations the account sent earlier today, counted directly rather than by mailing hundreds. */
async function alreadyInvited(api: TestApi, accountId: number, count: number) {
  const now = api.clock.now();
  await api.db.transaction(async (tx) => {
    for (let sent = 0; sent < count; sent++) await recordHit(tx, accountInvitesCounter(accountId), now);
  });
}

describe.each(dbKinds)('invitations per account per day (%s)', (kind) => {
  const api = useApiApp(kind);

  it('invites 500 addresses a day per account: past the cap an address says so, then the whole call is a 429', async () => {
    const { account, owner } = await ownedAccount(api);
    await alreadyInvited(api, account.id, 498);
    const batch = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];

    const response = await invite(api, owner.accountToken, batch);
    expect(response.status).toBe(200);
    const limited = response.body.results[2].message;
    expect(response.body.results).toEqual([
      { email: batch[0], message: inviteMessages.sent },
      { email: batch[1], message: inviteMessages.sent },
      { email: batch[2], message: limited },
    ]);
    expect(limited).toBe(tooManyAttemptsMessage(24 * 60 * 60));
    expect(await api.mails(batch[2])).toEqual([]);

    const refused = await invite(api, owner.accountToken, uniqueEmail('d'));
    expectTooMany(refused, 24 * 60 * 60);

    // Another account has its own cap.
    const other = await ownedAccount(api);
    expect((await invite(api, other.owner.accountToken, uniqueEmail('e'))).body.results[0].message).toBe(inviteMessages.sent);

    api.clock.advance(DAY_MS);
    expect((await invite(api, owner.accountToken, batch[2])).body.results).toEqual([{ email: batch[2], message: inviteMessages.sent }]);
  });
  it('ten invites at once with one invitation left that day: exactly one address is mailed', async () => {
    const { account, owner } = await ownedAccount(api);
    await alreadyInvited(api, account.id, 499);
    const addresses = Array.from({ length: 10 }, (_, n) => uniqueEmail(`burst-${n}`));

    const answers = await Promise.all(addresses.map((address) => invite(api, owner.accountToken, address)));
    const sent = answers.filter((answer) => answer.status === 200 && answer.body.results[0].message === inviteMessages.sent);
    expect(sent).toHaveLength(1);
    for (const answer of answers.filter((other) => !sent.includes(other))) {
      // Refused whole when it read the cap already full, else on the address's own line.
      if (answer.status === 429) expectTooMany(answer, 24 * 60 * 60);
      else expect(answer.body.results[0].message).toBe(tooManyAttemptsMessage(24 * 60 * 60));
    }
    const mailed = await Promise.all(addresses.map(async (address) => (await api.mails(address)).length));
    expect(mailed.reduce((sum, count) => sum + count, 0)).toBe(1);
  });

  it('an address another call invited meanwhile is answered "already invited" and costs neither allowance', async () => {
    const first = await ownedAccount(api);
    const second = await ownedAccount(api);
    const address = uniqueEmail('meanwhile');
    await alreadyInvited(api, first.account.id, 499);
    // Another call's invitation lands between this call's reading of the address and its sending:
    // a trigger makes it as the allowance is taken.
    await api.db.exec(`
      create function invited_meanwhile() returns trigger language plpgsql as $$
        begin
          insert into invitations (account_id, email, tenancy, blocked_product_ids, status, invited_at, expires_at, created_at, updated_at)
          values (${first.account.id}, '${address}', 'STANDARD', '{}', 0, now(), now() + interval '7 days', now(), now())
          on conflict do nothing;
          return null;
        end
      $$;
      create trigger invited_meanwhile after insert on rate_limit_hits for each row execute function invited_meanwhile();
    `);
    try {
      expect((await invite(api, first.owner.accountToken, address)).body.results).toEqual([{ email: address, message: inviteMessages.alreadyInvited }]);
    } finally {
      await api.db.exec('drop trigger invited_meanwhile on rate_limit_hits; drop function invited_meanwhile();');
    }
    expect(await api.mails(address)).toEqual([]);
    // Neither the address's mail of the minute nor the account's last invitation of the day was used.
    expect((await invite(api, second.owner.accountToken, address)).body.results).toEqual([{ email: address, message: inviteMessages.sent }]);
    const other = uniqueEmail('last-of-the-day');
    expect((await invite(api, first.owner.accountToken, other)).body.results).toEqual([{ email: other, message: inviteMessages.sent }]);
  });
});
