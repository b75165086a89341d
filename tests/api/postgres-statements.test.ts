import { describe, expect, it } from 'vitest';
import { dbKinds, useApiApp } from '../support/api-app';

/*
 * On PostgreSQL a query with parameters goes as a named statement, planned once per connection
 * (server/db/prepared.ts); one whose result columns changed under it (another instance migrated)
 * runs unnamed instead of failing.
 */
describe.runIf(dbKinds.includes('postgres'))('named statements on PostgreSQL', () => {
  const api = useApiApp('postgres');

  it('prepares a query with parameters once, and survives a table that changed shape under it', async () => {
    await api.db.exec('create table statement_probe (id integer primary key, name text); insert into statement_probe values (1, \'one\')');
    const select = 'select * from statement_probe where id = $1';
    const prepared = await api.db.transaction(async (tx) => {
      await tx.query(select, [1]);
      return tx.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [select]);
    });
    expect(prepared[0].n).toBe(1);

    for (let round = 0; round < 12; round += 1) expect(await api.db.query(select, [1])).toEqual([{ id: 1, name: 'one' }]);
    await api.db.exec('alter table statement_probe add column note text');
    for (let round = 0; round < 12; round += 1) expect(await api.db.query(select, [1])).toEqual([{ id: 1, name: 'one', note: null }]);
  });
});
