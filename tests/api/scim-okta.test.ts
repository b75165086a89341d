import { describe, expect, it } from 'vitest';
import { DIRECTORY_SYNC_ACTOR, activityActions } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { allEntries, seen } from '../support/api-activity';
import { accountTokenFor } from '../support/api-accounts';
import { expectNotAvailable, launch, launched } from '../support/api-launcher';
import {
  GROUP_SCHEMA, PATCH_OP, USER_SCHEMA, expectStatus, grantApps, memberView, personView, scim, scimAccount, scimState,
} from '../support/api-scim';
import { listRows, products } from '../support/api-members';
import { registerVerifiedUser } from '../support/api-users';

/*
 * The requests Okta sends, in the order and shapes of its SCIM 2.0 reference
 * (developer.okta.com, 'SCIM 2.0 protocol reference' and 'Group push'): a person assigned to the
 * app (existence check by userName, create, read back), their profile changed (PUT of the whole
 * resource), deactivated and reactivated (PATCH replace with a value object; Okta never DELETEs a
 * user: unassigning deactivates), and a pushed group (existence check, create, rename by
 * replace with a value object, members added, and removed by a filtered path, deleted).
 */
describe.each(dbKinds)('directory sync from Okta (%s)', (kind) => {
  const api = useApiApp(kind);

  it('assigns, renames, deactivates, reactivates and unassigns a person, and pushes a group that grants an app', async () => {
    const { account, owner, domain, token } = await scimAccount(api);
    // Sam signed up to the portal before the account turned directory sync on.
    const sam = await registerVerifiedUser(api, { email: `Sam.Taylor@${domain}`, firstName: 'Sam', lastName: 'T' });
    const email = `sam.taylor@${domain}`;

    // Assigned: Okta looks the person up, creates them, reads them back.
    const lookup = await scim(api, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "Sam.Taylor@${domain}"`)}&startIndex=1&count=100`, token);
    expectStatus(lookup, 200);
    expect(lookup.headers.get('content-type')).toBe('application/scim+json');
    expect(lookup.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [],
    });
    const created = await scim(api, 'POST', '/Users', token, {
      schemas: [USER_SCHEMA],
      userName: `Sam.Taylor@${domain}`,
      name: { givenName: 'Sam', familyName: 'Taylor' },
      emails: [{ primary: true, value: `Sam.Taylor@${domain}`, type: 'work' }],
      displayName: 'Sam Taylor',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expectStatus(created, 201);
    const id: string = created.body.id;
    expect(created.headers.get('location')).toBe(`${api.config.publicUrl}/scim/v2/Users/${id}`);
    // Sam's own profile, proven by their mailbox, is linked as it is: their names stay theirs, and the
    // resource answers what Okta wrote, userName as sent.
    expect(created.body).toMatchObject({
      schemas: [USER_SCHEMA], id, externalId: '00ujl29u0le5T6Aj10h7', userName: `Sam.Taylor@${domain}`, displayName: 'Sam Taylor', locale: 'en-US',
      name: { givenName: 'Sam', familyName: 'Taylor' }, emails: [{ value: `Sam.Taylor@${domain}`, type: 'work', primary: true }], active: true,
      meta: { resourceType: 'User', location: `${api.config.publicUrl}/scim/v2/Users/${id}` },
    });
    expect((await scim(api, 'GET', `/Users/${id}`, token)).body).toEqual(created.body);
    const found = await scim(api, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`, token);
    expect(found.body).toMatchObject({ totalResults: 1, itemsPerPage: 1, Resources: [{ id }] });

    // A STANDARD member with no apps of their own.
    expect(await memberView(api, owner.accountToken, email)).toEqual({ tenancy: 'STANDARD', suspended: false, apps: [] });
    const heldToken = await accountTokenFor(api, sam.token, account.id);
    expect(await personView(api, sam.token, account.id, heldToken)).toEqual({ listed: true, apps: [], heldTokenStatus: 200 });

    // Group push: looked up, created empty, Sam added.
    const groupLookup = await scim(api, 'GET', `/Groups?filter=${encodeURIComponent('displayName eq "Engineering"')}&startIndex=1&count=100`, token);
    expect(groupLookup.body).toMatchObject({ totalResults: 0, Resources: [] });
    const group = await scim(api, 'POST', '/Groups', token, { schemas: [GROUP_SCHEMA], displayName: 'Engineering', members: [] });
    expectStatus(group, 201);
    const groupId: string = group.body.id;
    expect(group.body).toMatchObject({ schemas: [GROUP_SCHEMA], id: groupId, displayName: 'Engineering', members: [] });
    const added = await scim(api, 'PATCH', `/Groups/${groupId}`, token, {
      schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: [{ value: id, display: email }] }],
    });
    expectStatus(added, 200);
    expect(added.body.members).toEqual([{ value: id, display: email, $ref: `${api.config.publicUrl}/scim/v2/Users/${id}`, type: 'User' }]);

    // The administrator lets the group use Insights: Sam has it at once, and only it.
    const summary = await grantApps(api, owner.accountToken, groupId, ['Insights']);
    expect(summary).toMatchObject({ id: Number(groupId), display_name: 'Engineering', member_count: 1 });
    expect(await memberView(api, owner.accountToken, email)).toEqual({ tenancy: 'STANDARD', suspended: false, apps: ['Insights'] });
    expect(await personView(api, sam.token, account.id)).toMatchObject({ listed: true, apps: ['Insights'] });
    // The launcher agrees: Insights opens, Ledger (not granted) does not.
    await launched(api, heldToken, 'insights');
    expectNotAvailable(await launch(api, heldToken, 'ledger'));

    // Renamed at Okta: Okta PUTs the whole user. Sam's profile is their own (directory sync linked it,
    // did not make it), so it keeps Sam's names, and the answer says so; the group is renamed by a
    // replace with a value object.
    const renamed = await scim(api, 'PUT', `/Users/${id}`, token, {
      ...created.body, name: { givenName: 'Samantha', familyName: 'Taylor-Jones' }, displayName: 'Samantha Taylor-Jones',
    });
    expectStatus(renamed, 200);
    expect(renamed.body).toMatchObject({ name: { givenName: 'Samantha', familyName: 'Taylor-Jones' }, displayName: 'Samantha Taylor-Jones', active: true });
    const row = (await api.get<{ email: string; first_name: string; last_name: string }[]>('invitation/get-user-account-invitations', owner.accountToken))
      .body.find((candidate) => candidate.email === email);
    expect(row).toMatchObject({ first_name: 'Sam', last_name: 'T' });
    const groupRenamed = await scim(api, 'PATCH', `/Groups/${groupId}`, token, {
      schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { id: groupId, displayName: 'Engineering EU' } }],
    });
    expectStatus(groupRenamed, 200);
    expect(groupRenamed.body).toMatchObject({ id: groupId, displayName: 'Engineering EU' });

    // Deactivated: the account leaves Sam's accounts, and the token Sam held is refused at once.
    const deactivated = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] });
    expectStatus(deactivated, 200);
    expect(deactivated.body.active).toBe(false);
    expect(await personView(api, sam.token, account.id, heldToken)).toEqual({ listed: false, apps: null, heldTokenStatus: 404 });
    expect(await memberView(api, owner.accountToken, email)).toEqual({ tenancy: 'STANDARD', suspended: true, apps: ['Insights'] });

    // Reactivated: back, with the group's app.
    const reactivated = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: true } }] });
    expect(reactivated.body.active).toBe(true);
    expect(await personView(api, sam.token, account.id, heldToken)).toEqual({ listed: true, apps: ['Insights'], heldTokenStatus: 200 });

    // Taken out of the group: the app goes with it.
    const removed = await scim(api, 'PATCH', `/Groups/${groupId}`, token, {
      schemas: [PATCH_OP], Operations: [{ op: 'remove', path: `members[value eq "${id}"]` }],
    });
    expectStatus(removed, 200);
    expect(removed.body.members).toEqual([]);
    expect(await personView(api, sam.token, account.id)).toMatchObject({ listed: true, apps: [] });
    expectNotAvailable(await launch(api, heldToken, 'insights'));

    // Back in the group, then the group deleted: the app goes again.
    await scim(api, 'PATCH', `/Groups/${groupId}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: [{ value: id }] }] });
    expect(await personView(api, sam.token, account.id)).toMatchObject({ apps: ['Insights'] });
    expectStatus(await scim(api, 'DELETE', `/Groups/${groupId}`, token), 204);
    expectStatus(await scim(api, 'GET', `/Groups/${groupId}`, token), 404);
    expect(await personView(api, sam.token, account.id)).toMatchObject({ listed: true, apps: [] });
    expect((await scimState(api, owner.accountToken)).groups).toEqual([]);

    // Unassigned: Okta deactivates. Sam is still listed for the administrators, suspended.
    await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] });
    expect(await memberView(api, owner.accountToken, email)).toEqual({ tenancy: 'STANDARD', suspended: true, apps: [] });
    expect(await personView(api, sam.token, account.id)).toMatchObject({ listed: false });

    const logged = (await allEntries(api, owner.accountToken)).filter((entry) => entry.who === DIRECTORY_SYNC_ACTOR).map(seen).reverse();
    expect(logged).toEqual([
      { who: DIRECTORY_SYNC_ACTOR, what: activityActions.scim_member_provisioned, subject: email, details: 'Joined as Standard' },
      { who: DIRECTORY_SYNC_ACTOR, what: activityActions.scim_group_created, subject: 'Engineering', details: '' },
      { who: DIRECTORY_SYNC_ACTOR, what: activityActions.scim_group_members_changed, subject: 'Engineering', details: `Added ${email}` },
      { who: DIRECTORY_SYNC_ACTOR, what: activityActions.scim_group_renamed, subject: 'Engineering EU', details: 'Engineering → Engineering EU' },
      { who: DIRECTORY_SYNC_ACTOR, what: activityActions.scim_member_suspended, subject: email, details: '' },
      { who: DIRECTORY_SYNC_ACTOR, what: activityActions.scim_member_restored, subject: email, details: '' },
      { who: DIRECTORY_SYNC_ACTOR, what: activityActions.scim_group_members_changed, subject: 'Engineering EU', details: `Removed ${email}` },
      { who: DIRECTORY_SYNC_ACTOR, what: activityActions.scim_group_members_changed, subject: 'Engineering EU', details: `Added ${email}` },
      { who: DIRECTORY_SYNC_ACTOR, what: activityActions.scim_group_deleted, subject: 'Engineering EU', details: '' },
      { who: DIRECTORY_SYNC_ACTOR, what: activityActions.scim_member_suspended, subject: email, details: '' },
    ]);
    const granted = (await allEntries(api, owner.accountToken)).find((entry) => entry.action === 'scim_group_apps_changed');
    expect(granted && seen(granted)).toEqual({ who: 'Olivia Owner', what: activityActions.scim_group_apps_changed, subject: 'Engineering', details: 'Allowed: Insights' });
  });

  it("keeps a group's app the group's: saved in the member's apps form, it still goes with the group", async () => {
    const { owner, domain, token } = await scimAccount(api);
    const email = `robin@${domain}`;
    const user = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: email, name: { givenName: 'Robin', familyName: 'Reed' }, active: true });
    const group = await scim(api, 'POST', '/Groups', token, { schemas: [GROUP_SCHEMA], displayName: 'Analysts', members: [{ value: user.body.id }] });
    await grantApps(api, owner.accountToken, group.body.id, ['Insights']);
    const row = await memberView(api, owner.accountToken, email);
    expect(row?.apps).toEqual(['Insights']);
    // The members list says which group gives it, so the apps form can hold it ticked.
    const givenBy = async () => Object.fromEntries((await listRows(api, owner.accountToken))
      .find((candidate) => candidate.email === email)?.packages.filter((p) => p.granted_by.length > 0).map((p) => [p.product_name, p.granted_by]) ?? []);
    expect(await givenBy()).toEqual({ Insights: ['Analysts'] });
    const renamed = await scim(api, 'PATCH', `/Groups/${group.body.id}`, token, {
      schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'displayName', value: 'Data analysts' }],
    });
    expect(renamed.status).toBeLessThan(300);
    expect(await givenBy()).toEqual({ Insights: ['Data analysts'] });

    // The administrator saves the form as it shows the member: Insights ticked (the group's), Ledger added.
    const ids = (await products(api, owner.accountToken)).filter((p) => ['Insights', 'Ledger'].includes(p.name)).map((p) => p.id);
    const saved = await api.post('invitation/allow-package-membership-invitation', { email, packages: ids, tenancy: 'STANDARD' }, owner.accountToken);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await memberView(api, owner.accountToken, email))?.apps).toEqual(['Insights', 'Ledger']);

    // Out of the group: Insights goes with it; Ledger, the administrator's own grant, stays.
    const removed = await scim(api, 'PATCH', `/Groups/${group.body.id}`, token, {
      schemas: [PATCH_OP], Operations: [{ op: 'remove', path: `members[value eq "${user.body.id}"]` }],
    });
    expect(removed.status).toBeLessThan(300);
    expect((await memberView(api, owner.accountToken, email))?.apps).toEqual(['Ledger']);
    expect(await givenBy()).toEqual({});
  });

  it('invites an address outside the verified domains, refuses one with no address (invalidValue) and one provisioned already (uniqueness)', async () => {
    const { owner, domain, token } = await scimAccount(api);
    // Outside the verified domains: a pending invitation, not a member (scim-invitations.test.ts follows it).
    const outside = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: 'kim@elsewhere.example', name: { givenName: 'Kim' }, active: true });
    expect({ status: outside.status, userName: outside.body.userName, active: outside.body.active }).toEqual({ status: 201, userName: 'kim@elsewhere.example', active: true });
    expect(await memberView(api, owner.accountToken, 'kim@elsewhere.example')).toBeNull();
    const notEmail = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: 'kim', active: true });
    expect({ status: notEmail.status, scimType: notEmail.body.scimType, status_text: notEmail.body.status, schemas: notEmail.body.schemas })
      .toEqual({ status: 400, scimType: 'invalidValue', status_text: '400', schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'] });

    const body = { schemas: [USER_SCHEMA], userName: `kim@${domain}`, name: { givenName: 'Kim', familyName: 'Lee' }, active: true };
    expectStatus(await scim(api, 'POST', '/Users', token, body), 201);
    const again = await scim(api, 'POST', '/Users', token, { ...body, userName: `KIM@${domain}` });
    expect({ status: again.status, scimType: again.body.scimType, status_text: again.body.status }).toEqual({ status: 409, scimType: 'uniqueness', status_text: '409' });
    const missing = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], name: { givenName: 'Kim' } });
    expect({ status: missing.status, scimType: missing.body.scimType }).toEqual({ status: 400, scimType: 'invalidValue' });
    expect((await scim(api, 'POST', '/Users', token, '{"userName":')).body).toMatchObject({ status: '400', scimType: 'invalidSyntax' });
    expect((await scim(api, 'GET', '/Users?filter=nickName%20co%20%22K%22', token)).body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
    // A NUL character, which no text column stores, is refused as a value, in a body or a filter.
    const nul = await scim(api, 'POST', '/Groups', token, { displayName: 'a\u0000b', members: [] });
    expect({ status: nul.status, scimType: nul.body.scimType, detail: nul.body.detail }).toEqual({
      status: 400, scimType: 'invalidValue', detail: 'The request body is not valid: displayName contains a character that is not allowed.',
    });
    const nulUser = await scim(api, 'POST', '/Users', token, { ...body, userName: `nul@${domain}`, name: { givenName: 'K\u0000im' } });
    expect({ status: nulUser.status, scimType: nulUser.body.scimType }).toEqual({ status: 400, scimType: 'invalidValue' });
    const nulFilter = await scim(api, 'GET', `/Users?filter=${encodeURIComponent('userName eq "a\u0000b"')}`, token);
    // (An encoded NUL in the address is not routed at all.) Refused either way, never a failure of the server.
    expect(nulFilter.status >= 400 && nulFilter.status < 500).toBe(true);
    expect((await scim(api, 'GET', '/Users/999999999', token)).body).toMatchObject({ status: '404' });
    expect((await scim(api, 'GET', '/Users/not-an-id', token)).body).toMatchObject({ status: '404' });
  });
});
