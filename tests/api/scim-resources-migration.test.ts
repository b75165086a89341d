import { describe, expect, it } from 'vitest';
import { runMigrations } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { scimResources } from '../../server/db/migrations/030-scim-resources';
import { openPglite } from '../../server/db/pglite';
import { savedCluster } from '../support/saved-cluster';

/*
 * Migration 030 on rows from before it: each provisioned user keeps the SCIM id it was answered
 * with (its user id, in every account it is provisioned in), its userName and attributes are what
 * its answers showed, its groups keep it, and new resources take ids past the old ones.
 */
describe('migration 030: SCIM users get ids of their own', () => {
  it('keeps the ids, userNames, names and group members of the rows from before', async () => {
    const db = await openPglite(undefined, await savedCluster());
    try {
      await runMigrations(db, migrations.slice(0, migrations.indexOf(scimResources)));
      await db.exec(`
        insert into users (id, first_name, last_name, email, password_hash) values
          (7, 'Ada', 'Byron', 'ada@example.com', '!single-sign-on'), (9, 'Bo', '', 'bo@example.com', 'x');
        insert into accounts (id, account_name, account_reference, phone_number) values (1, 'One', 'One', '1'), (2, 'Two', 'Two', '2');
        insert into user_accounts (user_id, account_id, tenancy) values (7, 1, 'STANDARD'), (9, 1, 'STANDARD'), (7, 2, 'STANDARD');
        insert into scim_users (account_id, user_id, external_id, created_at, updated_at) values
          (1, 7, 'ext-7', now(), now()), (1, 9, null, now(), now()), (2, 7, null, now(), now());
        insert into scim_groups (id, account_id, display_name, created_at, updated_at) values (3, 1, 'Ops', now(), now());
        insert into scim_group_members (group_id, account_id, user_id) values (3, 1, 7), (3, 1, 9);
      `);
      await runMigrations(db);

      const rows = await db.query('select account_id, id, user_id, user_name, attributes from scim_users order by account_id, id');
      expect(rows).toEqual([
        {
          account_id: 1, id: 7, user_id: 7, user_name: 'ada@example.com', attributes: {
            name: { givenName: 'Ada', familyName: 'Byron', formatted: 'Ada Byron' }, displayName: 'Ada Byron',
            emails: [{ value: 'ada@example.com', type: 'work', primary: true }],
          },
        },
        {
          account_id: 1, id: 9, user_id: 9, user_name: 'bo@example.com', attributes: {
            name: { givenName: 'Bo', familyName: '', formatted: 'Bo' }, displayName: 'Bo', emails: [{ value: 'bo@example.com', type: 'work', primary: true }],
          },
        },
        expect.objectContaining({ account_id: 2, id: 7, user_id: 7 }),
      ]);
      expect(await db.query('select group_id, scim_user_id, user_id from scim_group_members order by scim_user_id')).toEqual([
        { group_id: 3, scim_user_id: 7, user_id: 7 }, { group_id: 3, scim_user_id: 9, user_id: 9 },
      ]);
      const [made] = await db.query<{ id: number }>(
        `insert into scim_users (account_id, invited_email, user_name, created_at, updated_at) values (1, 'new@example.org', 'new', now(), now()) returning id`,
      );
      expect(made.id).toBeGreaterThan(9);
      // The membership still holds its resource: ending it ends the resource and its group rows.
      await db.query('delete from user_accounts where account_id = 1 and user_id = 9');
      expect(await db.query('select id from scim_users where account_id = 1 order by id')).toEqual([{ id: 7 }, { id: made.id }]);
      expect(await db.query('select scim_user_id from scim_group_members')).toEqual([{ scim_user_id: 7 }]);
    } finally {
      await db.close();
    }
  });
});
