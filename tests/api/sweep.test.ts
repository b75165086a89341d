import { describe, expect, it, vi } from 'vitest';
import { INVITATION_STATUS } from '../../src/api/contract';
import { startSweeper } from '../../server/maintenance/schedule';
import { SWEEP_RULES, sweepExpired } from '../../server/maintenance/sweep';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { accountTokenFor } from '../support/api-accounts';
import { launched } from '../support/api-launcher';
import { DAY_MS, decline, invite, invitedMember, inviteOne, listRows, ownedAccount } from '../support/api-members';
import { login, registerUser } from '../support/api-users';
import { uniqueEmail } from '../support/unique-email';

const HOUR_MS = 60 * 60 * 1000;

const ids = async (api: TestApi, sql: string, params: unknown[]) =>
  (await api.db.query<{ id: string | number }>(sql, params)).map((row) => String(row.id));

const sessionsOf = (api: TestApi, userId: number) => ids(api, 'select id from sessions where user_id = $1 order by id', [userId]);
const challengesOf = (api: TestApi, userId: number) => ids(api, 'select id from challenges where user_id = $1 order by id', [userId]);
const launchTokensOf = (api: TestApi, userId: number) => ids(api, 'select token_hash as id from launch_tokens where user_id = $1', [userId]);

/** The one session `open` makes for the user. */
async function sessionMadeBy(api: TestApi, userId: number, open: () => Promise<unknown>): Promise<string> {
  const before = await sessionsOf(api, userId);
  await open();
  const made = (await sessionsOf(api, userId)).filter((id) => !before.includes(id));
  expect(made).toHaveLength(1);
  return made[0];
}

describe.each(dbKinds)('the sweep (%s)', (kind) => {
  const api = useApiApp(kind);

  it('deletes codes, sessions and launch tokens a day past their end, and keeps the rest', async () => {
    // Day 0: a member with a 30-day session who launched an app; a 12-hour session; a signed-out one.
    const { account, owner } = await ownedAccount(api);
    await launched(api, owner.accountToken, 'insights');
    const sessions0 = await sessionsOf(api, owner.id);
    const shortSession = await sessionMadeBy(api, owner.id, async () => expect((await login(api, owner, owner.deviceId, false)).status).toBe(200));
    let signedOut = '';
    const outSession = await sessionMadeBy(api, owner.id, async () => (signedOut = await signIn(api, owner)));
    expect((await api.post('auth/logout', {}, signedOut)).status).toBe(200);
    const oldChallenges = await challengesOf(api, owner.id);
    const oldLaunchTokens = await launchTokensOf(api, owner.id);
    expect(oldChallenges.length).toBeGreaterThan(0);
    expect(oldLaunchTokens).toHaveLength(1);

    // A day later, a registration: its code expires 10 minutes on, so some 23 hours before the sweep.
    api.clock.advance(DAY_MS + HOUR_MS);
    const recent = await registerUser(api);
    api.clock.advance(DAY_MS - HOUR_MS);
    await launched(api, await accountTokenFor(api, owner.token, account.id), 'insights');

    const report = await sweepExpired(api.db, api.clock.now());
    expect(report).toMatchObject({ challenges: expect.any(Number), sessions: expect.any(Number), launch_tokens: expect.any(Number) });

    expect(await challengesOf(api, owner.id)).toEqual([]);
    const launchTokens = await launchTokensOf(api, owner.id);
    expect(launchTokens).toHaveLength(1);
    expect(oldLaunchTokens).not.toContain(launchTokens[0]);
    // The 30-day sessions of registering and verifying stay; the 12-hour and the signed-out ones go.
    expect(await sessionsOf(api, owner.id)).toEqual(sessions0);
    expect(sessions0).not.toContain(shortSession);
    expect(sessions0).not.toContain(outSession);
    expect(await challengesOf(api, recent.register.user.id)).toHaveLength(1);
    expect(await sessionsOf(api, recent.register.user.id)).toHaveLength(1);
    // The live session still works.
    expect((await api.get('auth', owner.token)).status).toBe(200);
  });

  it('forgets invitations 30 days after they expired or were declined; accepted and canceled ones stay listed', async () => {
    const { account, owner } = await ownedAccount(api);
    const [pendingOld, declinedOld, canceled, pendingRecent, declinedRecent] = ['pending-old', 'declined-old', 'canceled', 'pending-recent', 'declined-recent']
      .map((label) => uniqueEmail(label));
    await inviteOne(api, owner.accountToken, pendingOld);
    expect((await decline(api, await inviteOne(api, owner.accountToken, declinedOld))).status).toBe(200);
    await inviteOne(api, owner.accountToken, canceled);
    expect((await api.post('invitation/cancel-membership-invitation', { email: canceled }, owner.accountToken)).status).toBe(200);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Mia', lastName: 'Member' });

    api.clock.advance(30 * DAY_MS);
    const ownerNow = await signIn(api, owner);
    const adminToken = await accountTokenFor(api, ownerNow, account.id);
    await inviteOne(api, adminToken, pendingRecent);
    expect((await decline(api, await inviteOne(api, adminToken, declinedRecent))).status).toBe(200);
    api.clock.advance(8 * DAY_MS + HOUR_MS);

    await sweepExpired(api.db, api.clock.now());

    const statuses = Object.fromEntries(
      (await api.db.query<{ email: string; status: number }>('select email, status from invitations where account_id = $1', [account.id]))
        .map((row) => [row.email, row.status]),
    );
    expect(statuses).toEqual({
      [canceled]: INVITATION_STATUS.CANCELED,
      [member.email]: INVITATION_STATUS.ACCEPTED,
      [pendingRecent]: INVITATION_STATUS.PENDING,
      [declinedRecent]: INVITATION_STATUS.REJECTED,
    });
    const rows = await listRows(api, await accountTokenFor(api, await signIn(api, owner), account.id));
    expect(rows.find((row) => row.email === pendingRecent)).toMatchObject({ expired: true });
    expect(rows.find((row) => row.email === member.email)?.invited_at).not.toBeNull();
    expect(rows.map((row) => row.email)).not.toContain(pendingOld);

    // A forgotten address can be invited again, as new.
    const again = await invite(api, await accountTokenFor(api, await signIn(api, owner), account.id), pendingOld);
    expect(again.body.results[0].message).toBe('Invitation sent successfully.');
  });

  it('skips a rule whose table does not exist yet, and applies it once it does', async () => {
    const rule = { table: 'sweep_probe', where: 'at < $1', keepMs: DAY_MS, optional: true };
    expect(await sweepExpired(api.db, api.clock.now(), [rule])).toEqual({});
    await api.db.exec('create table sweep_probe (at timestamptz not null)');
    const now = api.clock.now();
    await api.db.query('insert into sweep_probe (at) values ($1), ($2)', [new Date(now.getTime() - 2 * DAY_MS), new Date(now.getTime() - HOUR_MS)]);
    expect(await sweepExpired(api.db, now, [rule])).toEqual({ sweep_probe: 1 });
    expect(await api.count('sweep_probe')).toBe(1);
    // The rate-limit rule waits for its table the same way (it comes with migration 008).
    expect(SWEEP_RULES.find((candidate) => candidate.table === 'rate_limit_hits')).toMatchObject({ optional: true });
  });

  it('is harmless when several instances sweep at once', async () => {
    const user = await registerUser(api);
    api.clock.advance(2 * DAY_MS);
    const reports = await Promise.all([1, 2, 3].map(() => sweepExpired(api.db, api.clock.now())));
    expect(reports.some((report) => report !== null)).toBe(true);
    expect(await challengesOf(api, user.register.user.id)).toEqual([]);
  });

  it('runs on a timer until stopped, logging what it deleted', async () => {
    const user = await registerUser(api);
    api.clock.advance(2 * DAY_MS);
    const log = vi.fn();
    const sweeper = startSweeper(api.db, api.clock, { firstAfterMs: 0, everyMs: 20 }, log);
    try {
      await vi.waitFor(async () => expect(await challengesOf(api, user.register.user.id)).toEqual([]), { timeout: 5000 });
    } finally {
      await sweeper.stop();
    }
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Sweep: deleted .*\bchallenges\b/));
    const runs = log.mock.calls.length;
    await registerUser(api);
    api.clock.advance(2 * DAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.mock.calls.length).toBe(runs);
  });
});

/** A fresh session token for a user whose earlier one has timed out (the device is trusted). */
async function signIn(api: TestApi, user: { email: string; password: string; deviceId: string }): Promise<string> {
  const response = await login(api, user, user.deviceId);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return String(response.body.token);
}
