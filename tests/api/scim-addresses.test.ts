import { describe, expect, it } from 'vitest';
import { scimErrorDetails } from '../../src/api/contract';
import { CREATED_USERS_BACKFILL } from '../../server/db/migrations/023-scim-created-users';
import { dbKinds, useApiApp } from '../support/api-app';
import { createAccount } from '../support/api-accounts';
import { listRows } from '../support/api-members';
import { ERROR_SCHEMA, PATCH_OP, USER_SCHEMA, expectStatus, memberView, personView, scim, scimAccount, sessionByReset } from '../support/api-scim';
import { login, newDeviceId, registerUser, registerVerifiedUser } from '../support/api-users';

/*
 * Issue 50, directory sync's side of the address rules: a profile that never proved its address
 * is not adopted (finding 2: the pre-registered address gives itself up), and a person the
 * directory linked rather than made keeps their own names and address (finding 8); the address
 * change of the directory's own person is told to the old address.
 */

const profileOf = async (api: ReturnType<typeof useApiApp>, accountToken: string, email: string) => {
  const row = (await listRows(api, accountToken)).find((candidate) => candidate.email === email);
  return row ? { first_name: row.first_name, last_name: row.last_name } : null;
};

describe.each(dbKinds)('directory sync and the addresses it may take (%s)', (kind) => {
  const api = useApiApp(kind);

  it("does not adopt an address registered without its mailbox: the registration loses everything, the directory's person is the member", async () => {
    const { account, owner, domain, token } = await scimAccount(api);
    const victim = `vera@${domain}`;
    // The attacker registers the future employee's address and never verifies it.
    const attacker = await registerUser(api, { email: victim, firstName: 'Mallory', lastName: 'Attacker' });
    expect((await api.get('auth', attacker.register.token)).status).toBe(200);

    const provisioned = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: victim, name: { givenName: 'Vera', familyName: 'Victim' } });
    expectStatus(provisioned, 201);
    expect(provisioned.body).toMatchObject({ userName: victim, name: { givenName: 'Vera', familyName: 'Victim' } });

    // Nothing the registration held reaches the person or the account.
    expect((await api.get('auth', attacker.register.token)).status).toBe(401);
    expect((await login(api, attacker, attacker.deviceId)).status).toBe(401);
    expect((await login(api, attacker, newDeviceId())).status).toBe(401);
    // The person is the member, named as the directory names them, their address proven.
    expect(await memberView(api, owner.accountToken, victim)).toEqual({ tenancy: 'STANDARD', suspended: false, apps: [] });
    expect(await profileOf(api, owner.accountToken, victim)).toEqual({ first_name: 'Vera', last_name: 'Victim' });
    expect(await api.count(`users where email = '${victim}' and is_email_verified = 1 and password_hash = '!single-sign-on'`)).toBe(1);
    // The real person chooses a password through their mailbox and reaches the account.
    const session = await sessionByReset(api, victim);
    expect(await personView(api, session, account.id)).toMatchObject({ listed: true });
    // Created by the directory: its names follow the directory from now on.
    const renamed = await scim(api, 'PATCH', `/Users/${provisioned.body.id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'name.givenName', value: 'Veronica' }] });
    expect(renamed.body.name).toMatchObject({ givenName: 'Veronica' });
    expect(await profileOf(api, owner.accountToken, victim)).toEqual({ first_name: 'Veronica', last_name: 'Victim' });
  });

  it("links a person's own proven profile but never renames or re-addresses it", async () => {
    const { owner, domain, token } = await scimAccount(api);
    const email = `sam@${domain}`;
    // Sam has their own verified profile, and administers an account of their own.
    const sam = await registerVerifiedUser(api, { email, firstName: 'Sam', lastName: 'Own' });
    const own = await createAccount(api, sam.token, { account_name: "Sam's own Ltd" });

    const linked = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: email, name: { givenName: 'Samuel', familyName: 'Directory' } });
    expectStatus(linked, 201);
    // The resource answers the name as the provider wrote it (issue 52); the profile keeps its own.
    expect(linked.body.name).toEqual({ givenName: 'Samuel', familyName: 'Directory' });
    const id: string = linked.body.id;
    expect(await profileOf(api, owner.accountToken, email)).toEqual({ first_name: 'Sam', last_name: 'Own' });

    const put = await scim(api, 'PUT', `/Users/${id}`, token, { schemas: [USER_SCHEMA], userName: email, name: { givenName: 'Samuel', familyName: 'Directory' } });
    expect({ status: put.status, name: put.body.name }).toEqual({ status: 200, name: { givenName: 'Samuel', familyName: 'Directory' } });
    const patch = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'name.familyName', value: 'Renamed' }] });
    expect({ status: patch.status, name: patch.body.name }).toEqual({ status: 200, name: { givenName: 'Samuel', familyName: 'Renamed' } });
    expect(await profileOf(api, owner.accountToken, email)).toEqual({ first_name: 'Sam', last_name: 'Own' });

    // The address: refused, whether by PUT, by a PATCH of userName, or by a path-less PATCH.
    const moved = `sam.moved@${domain}`;
    for (const [method, body] of [
      ['PUT', { schemas: [USER_SCHEMA], userName: moved, name: { givenName: 'Sam', familyName: 'Own' } }],
      ['PATCH', { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'userName', value: moved }] }],
      ['PATCH', { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { userName: moved } }] }],
    ] as const) {
      const answer = await scim(api, method, `/Users/${id}`, token, body);
      expect(answer.body).toEqual({ schemas: [ERROR_SCHEMA], status: '400', scimType: 'mutability', detail: scimErrorDetails.profileAddressOwn });
    }
    const me = await api.get<{ user: { email: string; first_name: string; last_name: string } }>('auth', sam.token);
    expect(me.body.user).toMatchObject({ email, first_name: 'Sam', last_name: 'Own' });
    expect(await api.mails(email)).toHaveLength(1);
    // Sam keeps signing in with their own password, and keeps their own account.
    const signIn = await login(api, sam, sam.deviceId);
    expect(signIn.status).toBe(200);
    expect(await personView(api, sam.token, own.id)).toMatchObject({ listed: true });
    // Still a member the directory may suspend.
    const suspended = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { active: false } }] });
    expect({ status: suspended.status, active: suspended.body.active }).toEqual({ status: 200, active: false });
    expect(await memberView(api, owner.accountToken, email)).toMatchObject({ suspended: true });
  });

  it("moves the address of a person it made, at a verified domain only, and tells the old address", async () => {
    const { owner, domain, token } = await scimAccount(api);
    const first = `rae@${domain}`;
    const made = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: first, name: { givenName: 'Rae', familyName: 'Lin' } });
    expectStatus(made, 201);
    const id: string = made.body.id;

    const outside = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'userName', value: 'rae@elsewhere.example' }] });
    expect({ status: outside.status, scimType: outside.body.scimType }).toEqual({ status: 400, scimType: 'invalidValue' });
    expect(await api.mails(first)).toEqual([]);

    const moved = `rae.lin@${domain}`;
    const answer = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'userName', value: moved }] });
    expect({ status: answer.status, userName: answer.body.userName }).toEqual({ status: 200, userName: moved });
    expect(await memberView(api, owner.accountToken, moved)).toMatchObject({ tenancy: 'STANDARD' });
    const [notice] = await api.mails(first);
    expect(notice).toMatchObject({ to: first, subject: 'Your e-mail address was changed' });
    expect(notice.text).toContain(moved);
    expect(notice.text).toContain('Harbourlight Analytics Ltd');
    expect(await api.mails(moved)).toEqual([]);
    // The moved address is the login, proven as the directory's domain is.
    expect(await api.count(`users where email = '${moved}' and is_email_verified = 1`)).toBe(1);
  });

  it('counts the rows from before as made by the directory when the profile has no password, else as linked', async () => {
    const { account, domain, token } = await scimAccount(api);
    const made = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: `old.made@${domain}`, name: { givenName: 'Old', familyName: 'Made' } });
    const own = await registerVerifiedUser(api, { email: `old.own@${domain}`, firstName: 'Old', lastName: 'Own' });
    const linked = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: own.email, name: { givenName: 'Old', familyName: 'Own' } });
    const [{ user_id: madeUser }] = await api.db.query<{ user_id: number }>('select user_id from scim_users where account_id = $1 and id = $2', [account.id, Number(made.body.id)]);
    // As the rows stood before migration 023: no column, so nobody counted as made, and made profiles unproven.
    await api.db.query('update scim_users set created_user = false where account_id = $1', [account.id]);
    await api.db.query('update users set is_email_verified = 0 where id = $1', [madeUser]);
    await api.db.exec(CREATED_USERS_BACKFILL);

    const rename = (id: string, userName: string) =>
      scim(api, 'PUT', `/Users/${id}`, token, { schemas: [USER_SCHEMA], userName, name: { givenName: 'New', familyName: 'Name' } });
    expect((await rename(made.body.id, `old.made@${domain}`)).body.name).toEqual({ givenName: 'New', familyName: 'Name' });
    expect((await rename(linked.body.id, own.email)).body.name).toEqual({ givenName: 'New', familyName: 'Name' });
    // Only the profile the directory made takes the name.
    expect(await api.count(`users where id = ${madeUser} and first_name = 'New' and is_email_verified = 1`)).toBe(1);
    expect(await api.count(`users where email = '${own.email}' and first_name = 'Old' and last_name = 'Own'`)).toBe(1);
  });
});
