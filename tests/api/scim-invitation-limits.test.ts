import { describe, expect, it } from 'vitest';
import { inviteMessages, scimErrorDetails } from '../../src/api/contract';
import { directoryInvitesCounter } from '../../server/limits/directory-invitations';
import { recordHit } from '../../server/limits/hits';
import { rules } from '../../server/limits/rules';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { DAY_MS, invite } from '../support/api-members';
import { ERROR_SCHEMA, USER_SCHEMA, expectStatus, scim, scimAccount } from '../support/api-scim';
import { uniqueDomain } from '../support/api-sso';

/** `count` invitations the account's directory sent earlier today, counted directly rather than by mailing thousands. */
async function alreadyInvited(api: TestApi, accountId: number, count: number) {
  const now = api.clock.now();
  await api.db.transaction(async (tx) => {
    for (let sent = 0; sent < count; sent++) await recordHit(tx, directoryInvitesCounter(accountId), now);
  });
}

const DAILY = rules.directoryInvitesPerAccount.windows[0].limit;

describe.each(dbKinds)("the directory's invitations per account per day (%s)", (kind) => {
  const api = useApiApp(kind);

  it("invites up to its own allowance a day; past it 429 with Retry-After in SCIM's error schema, nothing provisioned", async () => {
    const { account, owner, domain, token } = await scimAccount(api);
    await alreadyInvited(api, account.id, DAILY - 1);
    const guest = (name: string) => ({ schemas: [USER_SCHEMA], userName: `${name}#EXT#@tenant.onmicrosoft.com`, emails: [{ value: `${name}@${uniqueDomain()}`, primary: true }] });

    const last = guest('last');
    expectStatus(await scim(api, 'POST', '/Users', token, last), 201);
    const over = guest('over');
    const refused = await scim(api, 'POST', '/Users', token, over);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(seconds) && seconds > 0 && seconds <= DAY_MS / 1000).toBe(true);
    expect({ status: refused.status, body: refused.body, type: refused.headers.get('content-type') }).toEqual({
      status: 429, type: 'application/scim+json',
      body: { schemas: [ERROR_SCHEMA], status: '429', detail: scimErrorDetails.tooManyRequests(seconds) },
    });
    expect(await api.mails(over.emails[0].value)).toEqual([]);
    expect((await scim(api, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${over.userName}"`)}`, token)).body.totalResults).toBe(0);

    // People at the verified domains are no invitations: they are provisioned as ever.
    expectStatus(await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: `staff@${domain}` }), 201);
    // The administrators' invitations have their own day.
    const byHand = `${'hand'}@${uniqueDomain()}`;
    expect((await invite(api, owner.accountToken, byHand)).body.results).toEqual([{ email: byHand, message: inviteMessages.sent }]);

    api.clock.advance(DAY_MS);
    expectStatus(await scim(api, 'POST', '/Users', token, over), 201);
    expect(await api.mails(over.emails[0].value)).toHaveLength(1);
  });
});
