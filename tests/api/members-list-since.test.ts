import { describe, expect, it } from 'vitest';
import { compareMemberRows, type MemberRow } from '../../src/api/contract';
import { mergeMemberChanges } from '../../src/api/contract';
import { sweepExpired } from '../../server/maintenance/sweep';
import { dbKinds, useApiApp } from '../support/api-app';
import { listedRows, readList, readSince } from '../support/api-member-list';
import { DAY_MS, invitedMember, inviteOne, ownedAccount } from '../support/api-members';
import { registerVerifiedUser } from '../support/api-users';
import { seedMemberRows } from '../support/seed-member-rows';
import { uniqueEmail } from '../support/unique-email';

/*
 * GET invitation/get-user-account-invitations?since=<version>: the rows changed since the version
 * the portal holds (server/members/member-list-changes.ts, migration 025), or the whole list when
 * the server no longer knows that version. What the portal makes of the changes
 * (mergeMemberChanges) must be the whole list, whatever the edit.
 */
describe.each(dbKinds)('the members list changed since a version (%s)', (kind) => {
  const api = useApiApp(kind);

  /** The list as a portal holds it, brought up to date by the changes at each step. */
  async function heldList(accountToken: string) {
    const first = await readList(api, accountToken);
    expect(first.version).toMatch(/^\d+\.\d+\.\d+$/);
    let held = first.rows as MemberRow[];
    let version = first.version as string;
    return async function step(label: string) {
      const answer = await readSince(api, accountToken, version);
      expect(answer.status, label).toBe(200);
      expect(answer.changes, `${label}: the changes, not the whole list`).not.toBeNull();
      const changes = answer.changes as NonNullable<typeof answer.changes>;
      expect(answer.version).toBe(changes.version);
      held = mergeMemberChanges(held, changes);
      version = changes.version;
      expect(held, label).toEqual(await listedRows(api, accountToken));
      return changes;
    };
  }

  it('gives the whole list once applied, after each kind of edit', async () => {
    const { account, owner } = await ownedAccount(api);
    const member = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' }, { blocked: [] });
    const other = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Ada', lastName: 'Admin' }, { tenancy: 'ADMINISTRATOR' });
    const step = await heldList(owner.accountToken);
    expect(await step('nothing changed')).toMatchObject({ changed: [], removed_user_ids: [], removed_emails: [] });

    const invited = uniqueEmail('invited');
    await inviteOne(api, owner.accountToken, invited);
    expect((await step('invite')).changed.map((row) => row.email)).toEqual([invited]);

    await api.post('invitation/cancel-membership-invitation', { email: invited }, owner.accountToken);
    expect((await step('cancel the invitation')).changed).toMatchObject([{ email: invited, status: 3 }]);

    await api.db.query('update user_accounts set suspended_at = $3 where account_id = $1 and user_id = $2', [account.id, member.id, api.clock.now()]);
    expect((await step('suspend (as the directory does)')).changed).toMatchObject([{ email: member.email, suspended: true }]);

    const apps = (await listedRows(api, owner.accountToken)).find((row) => row.email === member.email)?.packages.map((app) => app.id) ?? [];
    const edit = await api.post('invitation/allow-package-membership-invitation', { email: member.email, packages: apps.slice(1), tenancy: 'STANDARD' }, owner.accountToken);
    expect(edit.status).toBe(200);
    expect((await step('change app access')).changed).toHaveLength(1);

    // Sam becomes Zed: the row moves to the end of the members.
    await api.put('user/update-me', { first_name: 'Zed', last_name: 'Renamed', email: member.email }, member.token);
    expect((await step('rename a user')).changed).toMatchObject([{ first_name: 'Zed' }]);

    await api.post('invitation/cancel-membership-invitation', { email: other.email }, owner.accountToken);
    expect((await step('remove a member')).changed).toMatchObject([{ email: other.email, status: 3 }]);

    await invitedMember(api, owner.accountToken, account.id, { firstName: 'Jo', lastName: 'Joiner' });
    await step('an invitation accepted');

    // An invitation to a registered user's address carries their id; the address then moves.
    const registered = await registerVerifiedUser(api, { firstName: 'Reg', lastName: 'Istered' });
    await inviteOne(api, owner.accountToken, registered.email);
    expect((await step('invite a registered user')).changed).toMatchObject([{ email: registered.email, user_id: registered.register.user.id }]);
    const moved = uniqueEmail('moved');
    await api.db.query('update users set email = $2 where id = $1', [registered.register.user.id, moved]);
    expect(await step('the invited user changes address')).toMatchObject({ changed: [{ email: registered.email, user_id: null }] });

    await api.db.query('delete from invitations where account_id = $1 and email = $2', [account.id, invited]);
    expect(await step('an invitation deleted')).toMatchObject({ changed: [], removed_emails: [invited] });

    // An invitation whose week ends a minute from now, then the clock alone passes its end.
    const expiring = uniqueEmail('expiring');
    await inviteOne(api, owner.accountToken, expiring);
    await api.db.query('update invitations set expires_at = $3 where account_id = $1 and email = $2', [account.id, expiring, new Date(api.clock.now().getTime() + 60_000)]);
    expect((await step('an invitation about to expire')).changed).toMatchObject([{ email: expiring, expired: false }]);
    api.clock.advance(61_000);
    expect((await step('the invitation expired by the clock')).changed).toMatchObject([{ email: expiring, expired: true }]);
    expect((await step('and no more')).changed).toEqual([]);
  });

  it('answers one change in an account of 5,000 rows in under 10 KB', async () => {
    const { account, owner } = await ownedAccount(api);
    const seeded = await seedMemberRows(api.db, account.id, 5000, { blockedProductId: 1 });
    const full = await readList(api, owner.accountToken);
    expect(full.rows).toHaveLength(5001);
    await api.db.query("update users set first_name = 'Changed' where id = $1", [seeded[2500].id]);

    const answer = await readSince(api, owner.accountToken, full.version as string);
    expect(answer.changes?.changed).toMatchObject([{ user_id: seeded[2500].id, first_name: 'Changed' }]);
    expect(new TextEncoder().encode(answer.text).byteLength).toBeLessThan(10 * 1024);
    expect(mergeMemberChanges(full.rows as MemberRow[], answer.changes as NonNullable<typeof answer.changes>)).toEqual(await listedRows(api, owner.accountToken));
  });

  it('answers the whole list for a version it does not know, one older than the changes kept, or a change to every row', async () => {
    const { account, owner } = await ownedAccount(api);
    const first = await readList(api, owner.accountToken);
    const [catalogue, accountVersion, asOf] = (first.version as string).split('.');

    const unknown = await readSince(api, owner.accountToken, `${catalogue}.${BigInt(accountVersion) + 1_000_000n}.${asOf}`);
    expect(unknown).toMatchObject({ status: 200, changes: null, rows: first.rows, version: first.version });
    const otherCatalogue = await readSince(api, owner.accountToken, `${BigInt(catalogue) + 1n}.${accountVersion}.${asOf}`);
    expect(otherCatalogue.rows).toEqual(first.rows);
    // Past a bigint, or read years ahead: versions of the right form that no database gave.
    for (const since of [`${catalogue}.${'9'.repeat(19)}.${asOf}`, `${'9'.repeat(19)}.${accountVersion}.${asOf}`, `${catalogue}.${accountVersion}.${'9'.repeat(15)}`]) {
      expect(await readSince(api, owner.accountToken, since), since).toMatchObject({ status: 200, changes: null, rows: first.rows });
    }

    await inviteOne(api, owner.accountToken, uniqueEmail('before-the-sweep'));
    // The sweep deletes the changes past their week: the version before them is too old.
    expect((await sweepExpired(api.db, new Date(Date.now() + 8 * DAY_MS)))?.member_list_changes).toBeGreaterThan(0);
    const tooOld = await readSince(api, owner.accountToken, first.version as string);
    expect(tooOld.changes).toBeNull();
    expect(tooOld.rows).toEqual(await listedRows(api, owner.accountToken));
    // A version from after the sweep is answered with its changes again.
    await inviteOne(api, owner.accountToken, uniqueEmail('after-the-sweep'));
    expect((await readSince(api, owner.accountToken, tooOld.version as string)).changes?.changed).toHaveLength(1);

    const current = await readList(api, owner.accountToken);
    await api.db.query("update subscriptions set status = 'cancelled', cancelled_at = $2 where account_id = $1", [account.id, api.clock.now()]);
    const unsubscribed = await readSince(api, owner.accountToken, current.version as string);
    expect(unsubscribed.changes).toBeNull();
    expect(unsubscribed.rows?.every((row) => row.packages.length === 0)).toBe(true);
  });

  it('refuses a since that is not a version, naming it', async () => {
    const { owner } = await ownedAccount(api);
    for (const since of ['', 'abc', '1.2', '1.2.3.4', '-1.2.3', `${'9'.repeat(20)}.1.1`]) {
      const answer = await readSince(api, owner.accountToken, since);
      expect(answer.status, since).toBe(400);
      expect(JSON.parse(answer.text), since).toMatchObject({ errors: { since: expect.any(String) } });
    }
  });

  it('lists rows in the order compareMemberRows gives, names in any case and script alike', async () => {
    const { account, owner } = await ownedAccount(api);
    const names = ['émile', 'Émilie', 'Zoë', 'zoe', 'İlker', 'ilker', 'Ölaf', 'oscar', 'ßara', 'Σοφία', 'σοφία', '李', '😀 Smile', 'Ａ', 'A', 'a'];
    const tag = uniqueEmail('order').split('@')[0];
    await api.db.query(
      `with made as (
         insert into users (first_name, last_name, email, password_hash)
         select name, case when n % 2 = 0 then 'Same' else 'same' end, $2 || '.' || n || '@example.com', 'x'
         from unnest($3::text[]) with ordinality as t(name, n) returning id)
       insert into user_accounts (user_id, account_id, tenancy) select id, $1, 'STANDARD' from made`,
      [account.id, tag, names],
    );
    // Invitations sent at the same moment, at others, and canceled rows without an invitation date.
    const now = api.clock.now();
    await api.db.query(
      `insert into invitations (account_id, email, tenancy, status, invited_at, expires_at, created_at, updated_at)
       select $1, $2 || '.inv' || n || '@example.com', 'STANDARD', case when n % 3 = 0 then 3 else 0 end,
              case when n % 4 = 0 then null else $3::timestamptz - (n % 2) * interval '1 hour' + (n % 5) * interval '1 microsecond' end,
              $3::timestamptz + interval '7 days', $3, $3
       from generate_series(1, 12) as n`,
      [account.id, tag, now],
    );
    const rows = await listedRows(api, owner.accountToken);
    expect(rows.length).toBe(names.length + 13);
    expect(rows.map((row) => row.email)).toEqual([...rows].sort(compareMemberRows).map((row) => row.email));
  });
});
