import { describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_FOUND_MESSAGE, ADMINISTRATORS_ONLY_MESSAGE } from '../../server/accounts/messages';
import { sweepExpired } from '../../server/maintenance/sweep';
import { ACTIVITY_CSV_COLUMNS, ACTIVITY_RETENTION_DAYS, MAX_ACTIVITY_PAGE_SIZE, activityActions } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { activityCsv, activityPage, allEntries, getActivity } from '../support/api-activity';
import { DAY_MS, inviteOne, invitedMember, ownedAccount } from '../support/api-members';
import { uniqueEmail } from '../support/unique-email';

describe.each(dbKinds)('reading the activity log (%s)', (kind) => {
  const api = useApiApp(kind);

  /** An account whose log has `owners` invites by the owner and `admins` by a second administrator. */
  async function accountWithLog(owners: number, admins: number) {
    const { account, owner } = await ownedAccount(api);
    const admin = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Ada', lastName: 'Admin' }, { tenancy: 'ADMINISTRATOR' });
    for (let i = 0; i < owners; i += 1) await inviteOne(api, owner.accountToken, uniqueEmail('by-owner'));
    for (let i = 0; i < admins; i += 1) await inviteOne(api, admin.accountToken, uniqueEmail('by-admin'));
    return { account, owner, admin };
  }

  it('pages newest first, filters by person and lists the people who have entries', async () => {
    const { owner, admin } = await accountWithLog(3, 2);
    const everything = await allEntries(api, owner.accountToken);
    // The owner's invite of Ada and Ada's acceptance, then the five invites.
    expect(everything).toHaveLength(7);
    const order = everything.map((entry) => [entry.at, entry.id] as const);
    expect(order).toEqual([...order].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : b[0].localeCompare(a[0]))));

    const second = await activityPage(api, owner.accountToken, { page: 2, page_size: 3 });
    expect(second).toMatchObject({ has_more: true, page: 2, page_size: 3 });
    expect(second.entries).toEqual(everything.slice(3, 6));
    expect(second.people).toEqual([{ user_id: admin.id, name: 'Ada Admin' }, { user_id: owner.id, name: 'Olivia Owner' }]);

    const byAda = await activityPage(api, owner.accountToken, { person: admin.id });
    expect(byAda.has_more).toBe(false);
    expect(byAda.entries).toEqual(everything.filter((entry) => entry.actor_user_id === admin.id));
    expect(byAda.entries.map((entry) => entry.what)).toEqual([
      activityActions.member_invited, activityActions.member_invited, activityActions.invitation_accepted,
    ]);
    // The defaults: the first page of 50.
    expect(await activityPage(api, owner.accountToken)).toMatchObject({ page: 1, page_size: 50, has_more: false });
    expect(await activityPage(api, owner.accountToken, { page: 3, page_size: 3 })).toMatchObject({ has_more: false });
    expect((await activityPage(api, owner.accountToken, { page: 2, page_size: 4 })).has_more).toBe(false);
  });

  it('answers 304 to a portal holding the page, until the log changes', async () => {
    const { owner } = await accountWithLog(2, 0);
    const read = (etag?: string) =>
      api.app.request('/api/v1/account/activity?page=1&page_size=200', {
        headers: { authorization: `Bearer ${owner.accountToken}`, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const first = await read();
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"/);
    const held = await read(etag);
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');

    await inviteOne(api, owner.accountToken, uniqueEmail('news'));
    const changed = await read(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { entries: unknown[] }).entries).toHaveLength(5);
  });

  it('refuses a query that is not whole numbers in range with 400 and a message per parameter', async () => {
    const { owner } = await ownedAccount(api);
    for (const params of [{ page: 'two' }, { page: 0 }, { page_size: MAX_ACTIVITY_PAGE_SIZE + 1 }, { person: '1.5' }, { person: -1 }]) {
      const response = await getActivity(api, owner.accountToken, params);
      const [name] = Object.keys(params);
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(response.body).toMatchObject({ message: expect.any(String), errors: { [name]: expect.any(String) } });
    }
    const unknown = await api.get('account/activity?sort=at', owner.accountToken);
    expect(unknown.status).toBe(400);
  });

  it('the CSV has the header and the same rows as the list, every field quoted', async () => {
    const { owner, admin } = await accountWithLog(1, 1);
    // A name with a comma and quotes must stay one field.
    await api.db.query(`update users set first_name = 'Ada, "the"' where id = $1`, [admin.id]);
    await inviteOne(api, admin.accountToken, uniqueEmail('quoted'));
    const entries = await allEntries(api, owner.accountToken);
    const csv = await activityCsv(api, owner.accountToken);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="activity.csv"');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(ACTIVITY_CSV_COLUMNS.map((column) => `"${column}"`).join(','));
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(1, -1)).toHaveLength(entries.length);
    const [first] = entries;
    expect(lines[1]).toBe(`"${first.at}","Ada, ""the"" Admin","${first.what}","${first.subject}","${first.details}"`);
    for (const [index, entry] of entries.entries()) expect(lines[index + 1].startsWith(`"${entry.at}",`)).toBe(true);

    const byOwner = await activityCsv(api, owner.accountToken, { person: owner.id });
    const ownerEntries = (await activityPage(api, owner.accountToken, { person: owner.id })).entries;
    expect(byOwner.text.split('\r\n').slice(1, -1).map((line) => line.split(',')[0])).toEqual(ownerEntries.map((entry) => `"${entry.at}"`));
  });

  it('the CSV defuses a formula at a cell\'s start and after a separator a spreadsheet may split on', async () => {
    const { owner, admin } = await accountWithLog(1, 1);
    const names = ['x;=1+1;y', '=HYPERLINK("a")', 'a,@SUM(1)', 'tab\t-2', 'Plain'];
    const lines: string[] = [];
    for (const name of names) {
      await api.db.query('update users set first_name = $1 where id = $2', [name, admin.id]);
      await inviteOne(api, admin.accountToken, uniqueEmail('formula'));
      const csv = await activityCsv(api, owner.accountToken, { person: admin.id });
      lines.push(csv.text.split('\r\n')[1].split('","')[1]);
    }
    // Before the fix 'x;=1+1;y Admin' went out bare; a spreadsheet splitting on ';' ran '=1+1'.
    expect(lines).toEqual([`'x;=1+1;y Admin`, `'=HYPERLINK(""a"") Admin`, `'a,@SUM(1) Admin`, `'tab\t-2 Admin`, 'Plain Admin']);
  });

  it('STANDARD members get 403 and other accounts 404, and see nothing', async () => {
    const { account, owner } = await accountWithLog(1, 0);
    const standard = await invitedMember(api, owner.accountToken, account.id, { firstName: 'Sam', lastName: 'Standard' });
    const other = await ownedAccount(api);
    for (const read of [getActivity(api, standard.accountToken), api.get('account/activity/csv', standard.accountToken)]) {
      expect(await read).toMatchObject({ status: 403, body: { message: ADMINISTRATORS_ONLY_MESSAGE } });
    }
    // Another account's administrator reads only their own (empty) log.
    expect((await activityPage(api, other.owner.accountToken)).entries).toEqual([]);
    await api.db.query('delete from user_accounts where user_id = $1 and account_id = $2', [standard.id, account.id]);
    expect(await getActivity(api, standard.accountToken)).toMatchObject({ status: 404, body: { message: ACCOUNT_NOT_FOUND_MESSAGE } });
    expect((await api.get('account/activity', null)).status).toBe(401);
  });

  it('entries cannot be edited (the table refuses updates) and are swept after the retention period', async () => {
    const { account, owner } = await accountWithLog(1, 0);
    const [entry] = await allEntries(api, owner.accountToken);
    await expect(api.db.query(`update account_activity set actor_name = 'Someone else' where id = $1`, [entry.id])).rejects.toThrow(/append-only/);
    expect((await allEntries(api, owner.accountToken))[0]).toEqual(entry);

    // Read from the table: the sweep's later "now" also ends the owner's session.
    const accountRows = async () =>
      (await api.db.query<{ n: number }>('select count(*)::int as n from account_activity where account_id = $1', [account.id]))[0].n;
    const kept = await accountRows();
    const entryAt = new Date(entry.at).getTime();
    expect((await sweepExpired(api.db, new Date(entryAt + (ACTIVITY_RETENTION_DAYS - 1) * DAY_MS)))?.account_activity).toBe(0);
    expect(await accountRows()).toBe(kept);
    const swept = await sweepExpired(api.db, new Date(entryAt + (ACTIVITY_RETENTION_DAYS + 1) * DAY_MS));
    expect(swept?.account_activity).toBeGreaterThanOrEqual(kept);
    expect(await accountRows()).toBe(0);
  });
});
