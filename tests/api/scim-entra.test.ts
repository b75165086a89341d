import { describe, expect, it } from 'vitest';
import { DIRECTORY_SYNC_ACTOR, activityActions } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { allEntries, seen } from '../support/api-activity';
import { accountTokenFor } from '../support/api-accounts';
import {
  GROUP_SCHEMA, PATCH_OP, USER_SCHEMA, expectStatus, grantApps, memberView, personView, scim, scimAccount, sessionByReset,
} from '../support/api-scim';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/*
 * The requests Microsoft Entra ID's provisioning service sends, in the shapes of its public
 * documentation (learn.microsoft.com, 'Tutorial: Develop and plan provisioning for a SCIM
 * endpoint' and its request examples): existence checks by userName and by displayName with
 * excludedAttributes=members, a create with the enterprise extension, PATCH with 'Replace' and
 * 'Add' operations on paths (name.givenName, emails[type eq "work"].value, userName), active sent
 * as the strings "False" and "True", members added and removed by value with `$ref: null`, the
 * group renamed by path, and DELETE once the person or group is out of scope.
 */
describe.each(dbKinds)('directory sync from Microsoft Entra ID (%s)', (kind) => {
  const api = useApiApp(kind);

  it('creates, updates, disables, enables and deletes a person, and syncs a group that grants an app', async () => {
    const { account, owner, domain, token } = await scimAccount(api);
    const first = `alex.wu@${domain}`;

    const lookup = await scim(api, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${first}"`)}`, token, undefined, { contentType: 'application/json' });
    expect(lookup.body).toMatchObject({ totalResults: 0, Resources: [] });
    const created = await scim(api, 'POST', '/Users', token, {
      schemas: [USER_SCHEMA, ENTERPRISE],
      externalId: 'alexw',
      userName: first,
      active: true,
      emails: [{ primary: true, type: 'work', value: first }],
      meta: { resourceType: 'User' },
      name: { formatted: 'Alex Wu', familyName: 'Wu', givenName: 'Alex' },
      roles: [],
      [ENTERPRISE]: { employeeNumber: '701984', department: 'Sales' },
    }, { contentType: 'application/json' });
    expectStatus(created, 201);
    const id: string = created.body.id;
    expect(created.body).toMatchObject({ id, externalId: 'alexw', userName: first, active: true, name: { givenName: 'Alex', familyName: 'Wu' } });
    expect((await scim(api, 'GET', `/Users/${id}`, token)).body).toEqual(created.body);
    expect((await scim(api, 'GET', `/Users?filter=${encodeURIComponent('externalId eq "alexw"')}`, token)).body).toMatchObject({ totalResults: 1 });
    // A new portal user: a STANDARD member with no apps, and no password until they choose one.
    expect(await memberView(api, owner.accountToken, first)).toEqual({ tenancy: 'STANDARD', suspended: false, apps: [] });
    expect(await api.count(`users where email = '${first}' and password_hash = '!single-sign-on'`)).toBe(1);

    // Updated: Entra sends one PATCH of Replace and Add operations by path.
    const renamed = `alex.wu-smith@${domain}`;
    const updated = await scim(api, 'PATCH', `/Users/${id}`, token, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'userName', value: renamed },
        { op: 'Replace', path: 'name.givenName', value: 'Alexandra' },
        { op: 'Replace', path: 'name.familyName', value: 'Wu-Smith' },
        { op: 'Add', path: 'emails[type eq "work"].value', value: renamed },
        { op: 'Replace', path: 'displayName', value: 'Alexandra Wu-Smith' },
        { op: 'Add', path: `${ENTERPRISE}:department`, value: 'Marketing' },
      ],
    });
    expectStatus(updated, 200);
    expect(updated.body).toMatchObject({ id, userName: renamed, name: { givenName: 'Alexandra', familyName: 'Wu-Smith' }, emails: [{ value: renamed }] });
    expect(await memberView(api, owner.accountToken, first)).toBeNull();
    expect(await memberView(api, owner.accountToken, renamed)).toEqual({ tenancy: 'STANDARD', suspended: false, apps: [] });

    // The person chooses a password ('Forgot password') and sees the account, with no apps yet.
    const session = await sessionByReset(api, renamed);
    const held = await accountTokenFor(api, session, account.id);
    expect(await personView(api, session, account.id, held)).toEqual({ listed: true, apps: [], heldTokenStatus: 200 });

    // The group: looked up without members, created, Alex added by value.
    const groupLookup = await scim(api, 'GET', `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "Sales"')}`, token);
    expect(groupLookup.body).toMatchObject({ totalResults: 0, Resources: [] });
    const group = await scim(api, 'POST', '/Groups', token, {
      schemas: [GROUP_SCHEMA], externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159', displayName: 'Sales', meta: { resourceType: 'Group' },
    });
    expectStatus(group, 201);
    const groupId: string = group.body.id;
    const add = await scim(api, 'PATCH', `/Groups/${groupId}`, token, {
      schemas: [PATCH_OP], Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: id }] }],
    });
    expectStatus(add, 200);
    expect((await scim(api, 'GET', `/Groups/${groupId}?excludedAttributes=members`, token)).body).toEqual({
      schemas: [GROUP_SCHEMA], id: groupId, externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159', displayName: 'Sales',
      meta: expect.objectContaining({ resourceType: 'Group' }),
    });
    await grantApps(api, owner.accountToken, groupId, ['Ledger']);
    expect(await personView(api, session, account.id)).toMatchObject({ apps: ['Ledger'] });
    expect(await memberView(api, owner.accountToken, renamed)).toMatchObject({ apps: ['Ledger'] });

    const groupRenamed = await scim(api, 'PATCH', `/Groups/${groupId}`, token, {
      schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'displayName', value: 'Sales EMEA' }],
    });
    expect(groupRenamed.body).toMatchObject({ displayName: 'Sales EMEA' });
    const found = await scim(api, 'GET', `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "Sales EMEA"')}`, token);
    expect(found.body.Resources).toEqual([expect.not.objectContaining({ members: expect.anything() })]);

    // Removed from the group by value: the app goes at once.
    const remove = await scim(api, 'PATCH', `/Groups/${groupId}`, token, {
      schemas: [PATCH_OP], Operations: [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: id }] }],
    });
    expectStatus(remove, 200);
    expect(await personView(api, session, account.id)).toMatchObject({ apps: [] });

    // Disabled with the string "False", enabled with "True".
    const disabled = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect({ status: disabled.status, active: disabled.body.active }).toEqual({ status: 200, active: false });
    expect(await personView(api, session, account.id, held)).toEqual({ listed: false, apps: null, heldTokenStatus: 404 });
    expect(await memberView(api, owner.accountToken, renamed)).toMatchObject({ suspended: true });
    const enabled = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'True' }] });
    expect(enabled.body.active).toBe(true);
    expect(await personView(api, session, account.id, held)).toEqual({ listed: true, apps: [], heldTokenStatus: 200 });

    // Out of scope: the group deleted, then the person.
    expectStatus(await scim(api, 'DELETE', `/Groups/${groupId}`, token), 204);
    expectStatus(await scim(api, 'DELETE', `/Users/${id}`, token), 204);
    expect((await scim(api, 'GET', `/Users/${id}`, token)).body).toMatchObject({ status: '404' });
    expect(await memberView(api, owner.accountToken, renamed)).toBeNull();
    expect(await personView(api, session, account.id, held)).toEqual({ listed: false, apps: null, heldTokenStatus: 404 });
    // Removed like a canceled membership: the row stays for the administrators to invite again.
    const rows = (await api.get<{ email: string; status: number }[]>('invitation/get-user-account-invitations', owner.accountToken)).body;
    expect(rows.find((row) => row.email === renamed)).toMatchObject({ status: 3 });

    const logged = (await allEntries(api, owner.accountToken)).filter((entry) => entry.who === DIRECTORY_SYNC_ACTOR).map(seen).reverse();
    expect(logged.map((entry) => entry.what)).toEqual([
      activityActions.scim_member_provisioned, activityActions.scim_member_updated, activityActions.scim_group_created,
      activityActions.scim_group_members_changed, activityActions.scim_group_renamed, activityActions.scim_group_members_changed,
      activityActions.scim_member_suspended, activityActions.scim_member_restored, activityActions.scim_group_deleted,
      activityActions.scim_member_removed,
    ]);
    expect(logged[1].details).toBe(`Name: Alex Wu → Alexandra Wu-Smith; E-mail: ${first} → ${renamed}`);
  });

  it('never suspends or removes the last administrator, and changes nothing trying', async () => {
    const { account, owner, domain, token } = await scimAccount(api);
    const email = `ops@${domain}`;
    const created = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: email, name: { givenName: 'Ops', familyName: 'Lead' }, active: true });
    expectStatus(created, 201);
    // Ops becomes the only administrator (the owner made Standard), as administrators may arrange.
    await api.db.query(
      `update user_accounts set tenancy = 'ADMINISTRATOR' where account_id = $1
         and user_id = (select user_id from scim_users where account_id = $1 and id = $2)`, [account.id, Number(created.body.id)],
    );
    await api.db.query(`update user_accounts set tenancy = 'STANDARD' where account_id = $1 and user_id = $2`, [account.id, owner.id]);
    const before = await api.db.query('select user_id, tenancy, suspended_at from user_accounts where account_id = $1 order by user_id', [account.id]);

    const disable = await scim(api, 'PATCH', `/Users/${created.body.id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect({ status: disable.status, scimType: disable.body.scimType }).toEqual({ status: 400, scimType: 'mutability' });
    const remove = await scim(api, 'DELETE', `/Users/${created.body.id}`, token);
    expect({ status: remove.status, scimType: remove.body.scimType }).toEqual({ status: 400, scimType: 'mutability' });
    expect(await api.db.query('select user_id, tenancy, suspended_at from user_accounts where account_id = $1 order by user_id', [account.id])).toEqual(before);
  });
});
