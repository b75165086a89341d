import { describe, expect, it } from 'vitest';
import { INVITATION_STATUS, memberMessages, scimErrorDetails } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { accept, invitationTokenFor, registerInvited, rowOf } from '../support/api-members';
import {
  ERROR_SCHEMA, GROUP_SCHEMA, PATCH_OP, USER_SCHEMA, expectStatus, grantApps, memberView, personView, scim, scimAccount,
} from '../support/api-scim';
import { registerVerifiedUser } from '../support/api-users';
import { uniqueDomain } from '../support/api-sso';

/*
 * Issue 52, finding 1: people outside the account's verified domains (an Entra ID guest, whose
 * userName is the user principal name and whose address is in emails; an Okta login that is not
 * an e-mail; a contractor elsewhere) are provisioned as pending invitations to their address. The
 * resource exists at once with its id; accepting the invitation mail makes the same resource the
 * member; deactivating or deleting it withdraws the invitation.
 */

const filterCount = async (api: ReturnType<typeof useApiApp>, token: string, filter: string) =>
  (await scim(api, 'GET', `/Users?filter=${encodeURIComponent(filter)}`, token)).body.totalResults;

describe.each(dbKinds)('directory sync: people outside the verified domains (%s)', (kind) => {
  const api = useApiApp(kind);

  it("invites an Entra ID guest at the address in emails; registering by the mail's link makes the same resource the member, with its group's apps", async () => {
    const { account, owner, token } = await scimAccount(api);
    const address = `guest@${uniqueDomain()}`;
    const upn = `${address.replace('@', '_')}#EXT#@harbourlight.onmicrosoft.com`;
    const created = await scim(api, 'POST', '/Users', token, {
      schemas: [USER_SCHEMA], externalId: 'guest-1', userName: upn, active: true,
      emails: [{ primary: true, type: 'work', value: address }], name: { givenName: 'Gina', familyName: 'Guest' }, displayName: 'Gina Guest',
    }, { contentType: 'application/json' });
    expectStatus(created, 201);
    const id: string = created.body.id;
    expect(created.body).toMatchObject({ id, userName: upn, active: true, emails: [{ value: address, primary: true, type: 'work' }], displayName: 'Gina Guest' });
    expect((await scim(api, 'GET', `/Users/${id}`, token)).body).toEqual(created.body);
    expect(await filterCount(api, token, `userName eq "${upn.toUpperCase()}"`)).toBe(1);
    expect(await filterCount(api, token, `emails[value eq "${address}"] and active eq true`)).toBe(1);

    // Not a member yet: an invitation, listed for the administrators as any invitation is, and mailed.
    expect(await memberView(api, owner.accountToken, address)).toBeNull();
    expect(await rowOf(api, owner.accountToken, address)).toMatchObject({ status: INVITATION_STATUS.PENDING, tenancy: 'STANDARD' });
    const [mail] = await api.mails(address);
    expect(mail).toMatchObject({ to: address, subject: `You are invited to join ${account.account_name}` });
    expect(await api.count(`users where email = '${address}'`)).toBe(0);

    // The directory puts the guest in a group that grants Insights before they accept.
    const group = await scim(api, 'POST', '/Groups', token, { schemas: [GROUP_SCHEMA], displayName: 'Guests', members: [{ value: id }] });
    expectStatus(group, 201);
    expect(group.body.members).toEqual([{ value: id, display: address, type: 'User', $ref: `${api.config.publicUrl}/scim/v2/Users/${id}` }]);
    await grantApps(api, owner.accountToken, group.body.id, ['Insights']);

    // The guest proves the mailbox: registers by the invitation's link.
    const registered = await registerInvited(api, await invitationTokenFor(api, address), { first_name: 'Gina', last_name: 'Guest' });
    expectStatus({ ...registered, body: registered.body }, 200);
    expect(await memberView(api, owner.accountToken, address)).toEqual({ tenancy: 'STANDARD', suspended: false, apps: ['Insights'] });
    expect(await personView(api, registered.body.token, account.id)).toMatchObject({ listed: true, apps: ['Insights'] });
    const after = await scim(api, 'GET', `/Users/${id}`, token);
    expect(after.body).toMatchObject({ id, userName: upn, active: true, externalId: 'guest-1' });
    expect((await scim(api, 'GET', `/Groups/${group.body.id}`, token)).body.members).toEqual(group.body.members);

    // From now on it is a member like any other: deactivating suspends them.
    const off = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] });
    expect({ status: off.status, active: off.body.active }).toEqual({ status: 200, active: false });
    expect(await memberView(api, owner.accountToken, address)).toMatchObject({ suspended: true });
  });

  it('invites an Okta user whose login is not an e-mail; accepting signed in as that address makes the same resource the member', async () => {
    const { account, owner, token } = await scimAccount(api);
    const contractor = await registerVerifiedUser(api, { email: `jo.doe@${uniqueDomain()}`, firstName: 'Jo', lastName: 'Doe' });
    const created = await scim(api, 'POST', '/Users', token, {
      schemas: [USER_SCHEMA], userName: 'jdoe', name: { givenName: 'Jo', familyName: 'Doe' },
      emails: [{ value: contractor.email, type: 'home' }, { value: contractor.email.toUpperCase(), type: 'work', primary: true }], active: true,
    });
    expectStatus(created, 201);
    const id: string = created.body.id;
    expect(created.body).toMatchObject({ userName: 'jdoe', active: true });
    expect(await memberView(api, owner.accountToken, contractor.email)).toBeNull();

    // Signed in as that address, the person accepts the mailed invitation.
    const accepted = await accept(api, await invitationTokenFor(api, contractor.email), contractor.token);
    expect({ status: accepted.status, message: accepted.body.message }).toEqual({ status: 200, message: memberMessages.invitationAccepted });
    expect(await memberView(api, owner.accountToken, contractor.email)).toEqual({ tenancy: 'STANDARD', suspended: false, apps: [] });
    expect(await personView(api, contractor.token, account.id)).toMatchObject({ listed: true });
    expect((await scim(api, 'GET', `/Users/${id}`, token)).body).toMatchObject({ id, userName: 'jdoe', active: true });
    expect(await filterCount(api, token, 'userName eq "JDOE"')).toBe(1);
    // The profile was the person's own: the directory neither renames nor re-addresses it.
    const moved = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'emails[type eq "work"].value', value: 'jo@elsewhere.example' }] });
    expect({ status: moved.status, scimType: moved.body.scimType }).toEqual({ status: 400, scimType: 'mutability' });
  });

  it('withdraws a pending invitation when deactivated, sends it again when reactivated, and cancels it on DELETE', async () => {
    const { owner, token } = await scimAccount(api);
    const address = `pat@${uniqueDomain()}`;
    const created = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: address, name: { givenName: 'Pat' } });
    expectStatus(created, 201);
    const id: string = created.body.id;
    const firstLink = await invitationTokenFor(api, address);

    const off = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] });
    expect({ status: off.status, active: off.body.active }).toEqual({ status: 200, active: false });
    expect(await rowOf(api, owner.accountToken, address)).toMatchObject({ status: INVITATION_STATUS.CANCELED });
    expect((await registerInvited(api, firstLink)).status).toBe(400);
    // A PUT without active, and a PATCH removing it, keep it withdrawn.
    const put = await scim(api, 'PUT', `/Users/${id}`, token, { schemas: [USER_SCHEMA], userName: address, name: { givenName: 'Patricia' } });
    expect({ status: put.status, active: put.body.active, name: put.body.name }).toEqual({ status: 200, active: false, name: { givenName: 'Patricia' } });
    const removed = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: 'active' }] });
    expect({ status: removed.status, active: removed.body.active }).toEqual({ status: 200, active: false });
    expect(await api.mails(address)).toHaveLength(1);

    api.clock.advance(2 * 60_000);
    const on = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: true }] });
    expect({ status: on.status, active: on.body.active }).toEqual({ status: 200, active: true });
    expect(await api.mails(address)).toHaveLength(2);
    expect(await rowOf(api, owner.accountToken, address)).toMatchObject({ status: INVITATION_STATUS.PENDING });
    const secondLink = await invitationTokenFor(api, address);

    expectStatus(await scim(api, 'DELETE', `/Users/${id}`, token), 204);
    expectStatus(await scim(api, 'GET', `/Users/${id}`, token), 404);
    expect(await rowOf(api, owner.accountToken, address)).toMatchObject({ status: INVITATION_STATUS.CANCELED });
    expect(await registerInvited(api, secondLink)).toMatchObject({ status: 400, body: { message: memberMessages.invitationInvalid } });
    expect(await api.count(`users where email = '${address}'`)).toBe(0);
  });

  it("invites the new address when the provider changes a pending person's, and withdraws the old one", async () => {
    const { owner, token } = await scimAccount(api);
    const [before, after] = [`rio@${uniqueDomain()}`, `rio@${uniqueDomain()}`];
    const created = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: 'rio', emails: [{ value: before, type: 'work' }] });
    expectStatus(created, 201);
    const oldLink = await invitationTokenFor(api, before);

    const moved = await scim(api, 'PATCH', `/Users/${created.body.id}`, token, {
      schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'emails[type eq "work"].value', value: after }],
    });
    expect({ status: moved.status, active: moved.body.active, emails: moved.body.emails }).toEqual({ status: 200, active: true, emails: [{ value: after, type: 'work' }] });
    expect(await rowOf(api, owner.accountToken, before)).toMatchObject({ status: INVITATION_STATUS.CANCELED });
    expect(await rowOf(api, owner.accountToken, after)).toMatchObject({ status: INVITATION_STATUS.PENDING });
    expect((await registerInvited(api, oldLink)).status).toBe(400);
    const joined = await registerInvited(api, await invitationTokenFor(api, after));
    expect(joined.status).toBe(200);
    expect((await scim(api, 'GET', `/Users/${created.body.id}`, token)).body).toMatchObject({ userName: 'rio', active: true });
    expect(await memberView(api, owner.accountToken, after)).toMatchObject({ tenancy: 'STANDARD', suspended: false });
  });

  it('refuses a person with no address anywhere (400 invalidValue), and a userName or address provisioned already (409 uniqueness)', async () => {
    const { token } = await scimAccount(api);
    for (const body of [
      { schemas: [USER_SCHEMA], userName: 'nobody' },
      { schemas: [USER_SCHEMA], userName: 'nobody', emails: [{ value: 'not an address', primary: true }] },
      { schemas: [USER_SCHEMA], userName: 'nobody#EXT#@tenant', emails: [] },
    ]) {
      const answer = await scim(api, 'POST', '/Users', token, body);
      expect(answer.body).toEqual({ schemas: [ERROR_SCHEMA], status: '400', scimType: 'invalidValue', detail: scimErrorDetails.noAddress });
    }
    const address = `lee@${uniqueDomain()}`;
    expectStatus(await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: 'Lee', emails: [{ value: address }] }), 201);
    for (const body of [
      { schemas: [USER_SCHEMA], userName: 'LEE', emails: [{ value: `other-${address}` }] },
      { schemas: [USER_SCHEMA], userName: 'lee.again', emails: [{ value: address }] },
    ]) {
      const again = await scim(api, 'POST', '/Users', token, body);
      expect({ status: again.status, scimType: again.body.scimType }).toEqual({ status: 409, scimType: 'uniqueness' });
    }
    expect(await api.mails(`other-${address}`)).toEqual([]);
  });
});
