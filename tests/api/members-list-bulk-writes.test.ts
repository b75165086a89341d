import { describe, expect, it } from 'vitest';
import { dbKinds, useApiApp } from '../support/api-app';
import { readList } from '../support/api-member-list';
import { ownedAccount } from '../support/api-members';
import { seedMemberRows } from '../support/seed-member-rows';

const N = 1000;

/*
 * The members list's version moves once per account per statement (migration 024), so a write of
 * many rows in one transaction costs in proportion to its rows, and every account it touches still
 * gets a new version: a caller holding the old ETag gets the new list.
 */
describe.each(dbKinds)('writes of many member rows at once (%s)', (kind) => {
  const api = useApiApp(kind);

  async function timedSeed(accountId: number, count: number): Promise<number> {
    const started = performance.now();
    await api.db.transaction((tx) => seedMemberRows(tx, accountId, count, { blockedProductId: 1 }));
    return performance.now() - started;
  }

  it(`costs in proportion to the rows: ${8 * N} rows take less than 16 times what ${N} take`, async () => {
    const [small, large] = [await ownedAccount(api), await ownedAccount(api)];
    // The first write of a connection plans every statement: not part of what is measured.
    await timedSeed(small.account.id, N / 2);
    const few = await timedSeed(small.account.id, N);
    const many = await timedSeed(large.account.id, 8 * N);
    expect(many, `${N} rows: ${few.toFixed(0)} ms, ${8 * N} rows: ${many.toFixed(0)} ms`).toBeLessThan(16 * few);
    const listed = await readList(api, large.owner.accountToken);
    expect(listed.rows).toHaveLength(8 * N + 1);
  });

  it('moves the version of every account a transaction or a statement touches', async () => {
    const [first, second] = [await ownedAccount(api), await ownedAccount(api)];
    const etags = async () => Promise.all([first, second].map(async ({ owner }) => (await readList(api, owner.accountToken)).etag));
    const before = await etags();

    const [one] = await api.db.transaction(async (tx) => {
      const seeded = await seedMemberRows(tx, first.account.id, 50);
      await seedMemberRows(tx, second.account.id, 50);
      return seeded;
    });
    const seeded = await etags();
    expect(seeded[0]).not.toBe(before[0]);
    expect(seeded[1]).not.toBe(before[1]);

    // One statement renaming a member of each account, and one that changes nothing the list shows.
    await api.db.query(
      `update users set last_name = 'Renamed' where id in (
         select user_id from user_accounts where account_id = $1 and user_id <> $2
         union (select user_id from user_accounts where account_id = $3 and user_id <> $4 limit 1))`,
      [first.account.id, first.owner.id, second.account.id, second.owner.id],
    );
    const renamed = await etags();
    expect(renamed[0]).not.toBe(seeded[0]);
    expect(renamed[1]).not.toBe(seeded[1]);
    const firstRows = (await readList(api, first.owner.accountToken)).rows ?? [];
    expect(firstRows.find((row) => row.user_id === one.id)?.last_name).toBe('Renamed');

    await api.db.query("update users set password_hash = 'other' where id = $1", [one.id]);
    expect(await etags()).toEqual(renamed);
  });
});
