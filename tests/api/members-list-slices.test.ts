import { describe, expect, it } from 'vitest';
import { MemberListCache } from '../../server/members/member-list-cache';
import { listMembersAndInvitations } from '../../server/members/member-list';
import { listMembersInSlices } from '../../server/members/member-list-slices';
import { dbKinds, useApiApp } from '../support/api-app';
import { readList } from '../support/api-member-list';
import { DAY_MS, invitationTokenFor, inviteOne, ownedAccount, registerInvited } from '../support/api-members';
import { seedMemberRows } from '../support/seed-member-rows';

const SEEDED = 4000;

/** The longest the event loop went without a turn while `work` ran, by a timer asking for one every millisecond. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 1);
  try {
    const result = await work();
    return { result, stallMs: Math.max(stallMs, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

/*
 * A large members list is read and serialised in slices (server/members/member-list-slices.ts,
 * member-list-body.ts), and a list kept by the server is brought up to date from what changed
 * since it (member-list-changes.ts): the answers are those of one query over the whole account.
 */
describe.each(dbKinds)('a large members list (%s)', (kind) => {
  const api = useApiApp(kind);

  it('read in slices is the list one query reads, in its order, with the other requests given their turns', async () => {
    const { account, owner } = await ownedAccount(api);
    await api.db.transaction((tx) => seedMemberRows(tx, account.id, SEEDED, { blockedProductId: 1 }));
    for (const email of ['pending.one@example.com', 'pending.two@example.com', 'canceled@example.com']) await inviteOne(api, owner.accountToken, email);
    await api.post('invitation/cancel-membership-invitation', { email: 'canceled@example.com' }, owner.accountToken);

    const now = api.clock.now();
    const whole = await longestStall(() => listMembersAndInvitations(api.db, account.id, now));
    const sliced = await longestStall(() => listMembersInSlices(api.db, account.id, now));
    // The seeded members, the owner and the three invitations.
    expect(sliced.result.rows).toHaveLength(SEEDED + 4);
    expect(sliced.result).toEqual(whole.result);
    // PGlite runs each query on this thread: one over the whole account holds everyone else up.
    if (kind === 'pglite') expect(sliced.stallMs, `one query: ${whole.stallMs.toFixed(0)} ms`).toBeLessThan(whole.stallMs / 2);
  });

  it('kept by the server, is brought up to date by what changed and answers as a list read afresh', async () => {
    const { account, owner } = await ownedAccount(api);
    const seeded = await api.db.transaction((tx) => seedMemberRows(tx, account.id, 600));
    const afresh = async () => Buffer.from(await (await new MemberListCache().current(api.db, api.clock, account.id)).encodedAs(null)).toString();
    const served = async () => (await readList(api, owner.accountToken)).text;
    expect(await served()).toBe(await afresh());

    const edits: (() => Promise<unknown>)[] = [
      () => inviteOne(api, owner.accountToken, 'newcomer@example.com'),
      () => api.db.query("update users set first_name = 'Aaron' where id = $1", [seeded[300].id]),
      () => api.db.query('delete from user_accounts where account_id = $1 and user_id = $2', [account.id, seeded[10].id]),
      () => api.post('invitation/cancel-membership-invitation', { email: 'newcomer@example.com' }, owner.accountToken),
      async () => {
        await inviteOne(api, owner.accountToken, 'joiner@example.com');
        await registerInvited(api, await invitationTokenFor(api, 'joiner@example.com'));
      },
      () => inviteOne(api, owner.accountToken, 'expiring@example.com'),
      async () => {
        api.clock.advance(8 * DAY_MS);
      },
    ];
    for (const [index, edit] of edits.entries()) {
      await edit();
      expect(await served(), `after edit ${index + 1}`).toBe(await afresh());
    }
  });
});
