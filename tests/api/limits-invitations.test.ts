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
});
