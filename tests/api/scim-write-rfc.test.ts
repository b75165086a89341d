import { describe, expect, it } from 'vitest';
import { dbKinds, useApiApp } from '../support/api-app';
import { listRows } from '../support/api-members';
import { ERROR_SCHEMA, PATCH_OP, USER_SCHEMA, expectStatus, memberView, scim, scimAccount } from '../support/api-scim';

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/*
 * Issue 52, finding 3, as RFC 7644 3.5.1 and 3.5.2 read: what /Schemas publishes as readWrite is
 * kept as written and answered so; PUT replaces the resource; PATCH add, replace and remove do
 * what they say (value filters in paths, path-less objects, sub-attributes, a missing attribute);
 * `active` changes only when a request sets it. userName is kept as sent, unique whatever its case.
 */
describe.each(dbKinds)('SCIM writes (%s)', (kind) => {
  const api = useApiApp(kind);

  it('keeps what PUT and PATCH write, removes what PATCH removes, and answers it as written', async () => {
    const { owner, domain, token } = await scimAccount(api);
    const address = `Ana.Ruiz@${domain}`;
    const created = await scim(api, 'POST', '/Users', token, {
      schemas: [USER_SCHEMA, ENTERPRISE], userName: address, displayName: 'Ana R.', title: 'Engineer', nickName: 'Ani',
      name: { givenName: 'Ana', familyName: 'Ruiz', formatted: 'Ms Ana Ruiz', honorificPrefix: 'Ms' },
      emails: [{ value: address, type: 'work', primary: true }, { value: 'ana@home.example', type: 'home' }],
      phoneNumbers: [{ value: '+44 20 7946 0000', type: 'work' }], preferredLanguage: 'es', locale: 'es-ES', timezone: 'Europe/Madrid',
      [ENTERPRISE]: { employeeNumber: '42', department: 'R&D', costCenter: 'CC1', organization: 'Harbourlight', division: 'Tech', manager: { value: 'm-1', displayName: 'Max' } },
      favouriteColour: 'teal',
    });
    expectStatus(created, 201);
    const id: string = created.body.id;
    const get = async () => (await scim(api, 'GET', `/Users/${id}`, token)).body;
    expect(await get()).toMatchObject({
      schemas: [USER_SCHEMA, ENTERPRISE], userName: address, displayName: 'Ana R.', title: 'Engineer', nickName: 'Ani', timezone: 'Europe/Madrid',
      name: { givenName: 'Ana', familyName: 'Ruiz', formatted: 'Ms Ana Ruiz', honorificPrefix: 'Ms' },
      emails: [{ value: address, type: 'work', primary: true }, { value: 'ana@home.example', type: 'home' }],
      [ENTERPRISE]: { employeeNumber: '42', department: 'R&D', manager: { value: 'm-1', displayName: 'Max' } },
    });
    expect((await get()).favouriteColour).toBeUndefined();

    // PATCH by paths: a value filter, a sub-attribute, the extension; remove of a sub-attribute, of a
    // filtered value, and of an attribute the resource lacks.
    const patched = await scim(api, 'PATCH', `/Users/${id}`, token, {
      schemas: [PATCH_OP], Operations: [
        { op: 'replace', path: 'displayName', value: 'Ana Ruiz' },
        { op: 'replace', path: 'name.formatted', value: 'Ana Ruiz' },
        { op: 'replace', path: 'emails[type eq "home"].value', value: 'ana@casa.example' },
        { op: 'add', path: `${ENTERPRISE}:department`, value: 'Research' },
        { op: 'remove', path: 'name.honorificPrefix' },
        { op: 'remove', path: 'phoneNumbers[type eq "work"]' },
        { op: 'remove', path: 'title' },
        { op: 'remove', path: 'profileUrl' },
      ],
    });
    expectStatus(patched, 200);
    const afterPatch = await get();
    expect(afterPatch).toEqual(patched.body);
    expect(afterPatch).toMatchObject({
      displayName: 'Ana Ruiz', name: { givenName: 'Ana', familyName: 'Ruiz', formatted: 'Ana Ruiz' },
      emails: [{ value: address, type: 'work', primary: true }, { value: 'ana@casa.example', type: 'home' }],
      [ENTERPRISE]: { department: 'Research', employeeNumber: '42' },
    });
    expect([afterPatch.title, afterPatch.name.honorificPrefix, afterPatch.phoneNumbers]).toEqual([undefined, undefined, undefined]);

    // A path-less replace with an object; a remove without a path is noTarget, and changes nothing.
    const object = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', value: { nickName: 'Anita', 'name.givenName': 'Anabel' } }] });
    expect(object.body).toMatchObject({ nickName: 'Anita', name: { givenName: 'Anabel' } });
    const noTarget = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'title', value: 'CTO' }, { op: 'remove' }] });
    expect({ status: noTarget.status, scimType: noTarget.body.scimType, schemas: noTarget.body.schemas }).toEqual({ status: 400, scimType: 'noTarget', schemas: [ERROR_SCHEMA] });
    expect((await get()).title).toBeUndefined();

    // PUT replaces: what it leaves out is gone.
    const put = await scim(api, 'PUT', `/Users/${id}`, token, { schemas: [USER_SCHEMA], userName: address, name: { givenName: 'Ana', familyName: 'Ruiz' }, emails: [{ value: address, primary: true }] });
    expectStatus(put, 200);
    expect(await get()).toEqual(put.body);
    expect(put.body).toMatchObject({ schemas: [USER_SCHEMA], name: { givenName: 'Ana', familyName: 'Ruiz' }, emails: [{ value: address, primary: true }], active: true });
    for (const gone of ['displayName', 'nickName', 'title', 'timezone', 'phoneNumbers', ENTERPRISE]) expect(put.body[gone], gone).toBeUndefined();
    // The directory made this person: the portal profile follows its name.
    const row = (await listRows(api, owner.accountToken)).find((candidate) => candidate.email === address.toLowerCase());
    expect(row).toMatchObject({ first_name: 'Ana', last_name: 'Ruiz' });
  });

  it('keeps a suspended member suspended through a PUT without active and a PATCH that removes it', async () => {
    const { owner, domain, token } = await scimAccount(api);
    const email = `sus@${domain}`;
    const created = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: email, name: { givenName: 'Sue', familyName: 'Spence' }, active: false });
    expect({ status: created.status, active: created.body.active }).toEqual({ status: 201, active: false });
    const id: string = created.body.id;

    const removed = await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'remove', path: 'active' }] });
    expect({ status: removed.status, active: removed.body.active }).toEqual({ status: 200, active: false });
    const put = await scim(api, 'PUT', `/Users/${id}`, token, { schemas: [USER_SCHEMA], userName: email, name: { givenName: 'Sue', familyName: 'Spencer' } });
    expect({ status: put.status, active: put.body.active, familyName: put.body.name.familyName }).toEqual({ status: 200, active: false, familyName: 'Spencer' });
    expect(await memberView(api, owner.accountToken, email)).toMatchObject({ suspended: true });

    // Set, it changes; left out again, an active member stays active.
    expect((await scim(api, 'PATCH', `/Users/${id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'active', value: true }] })).body.active).toBe(true);
    expect((await scim(api, 'PUT', `/Users/${id}`, token, { schemas: [USER_SCHEMA], userName: email })).body.active).toBe(true);
    expect(await memberView(api, owner.accountToken, email)).toMatchObject({ suspended: false });
  });

  it('keeps userName as sent, unique whatever its case, and filters it case-insensitively', async () => {
    const { domain, token } = await scimAccount(api);
    const first = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: `Mixed.Case@${domain}` });
    expect({ status: first.status, userName: first.body.userName }).toEqual({ status: 201, userName: `Mixed.Case@${domain}` });
    const second = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: 'EMP-0042', emails: [{ value: `other@${domain}`, primary: true }] });
    expect({ status: second.status, userName: second.body.userName }).toEqual({ status: 201, userName: 'EMP-0042' });

    const clash = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: 'emp-0042', emails: [{ value: `third@${domain}` }] });
    expect(clash.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: '409', scimType: 'uniqueness' });
    const renamed = await scim(api, 'PUT', `/Users/${second.body.id}`, token, { schemas: [USER_SCHEMA], userName: `MIXED.case@${domain}`, emails: [{ value: `other@${domain}`, primary: true }] });
    expect(renamed.body).toMatchObject({ status: '409', scimType: 'uniqueness' });
    // Its own userName in another case is no clash.
    const recased = await scim(api, 'PATCH', `/Users/${second.body.id}`, token, { schemas: [PATCH_OP], Operations: [{ op: 'replace', path: 'userName', value: 'Emp-0042' }] });
    expect({ status: recased.status, userName: recased.body.userName }).toEqual({ status: 200, userName: 'Emp-0042' });

    const found = async (filter: string) =>
      (await scim(api, 'GET', `/Users?filter=${encodeURIComponent(filter)}`, token)).body.Resources.map((user: { userName: string }) => user.userName);
    expect(await found(`userName eq "mixed.case@${domain.toUpperCase()}"`)).toEqual([`Mixed.Case@${domain}`]);
    expect(await found('userName eq "EMP-0042"')).toEqual(['Emp-0042']);
    expect(await found('userName sw "emp-"')).toEqual(['Emp-0042']);
    expect(await found(`emails[value eq "OTHER@${domain}"]`)).toEqual(['Emp-0042']);
  });

  it('publishes as readWrite what it keeps, the enterprise extension among its schemas', async () => {
    const { token } = await scimAccount(api);
    const user = (await scim(api, 'GET', `/Schemas/${USER_SCHEMA}`, token)).body;
    const names = user.attributes.map((a: { name: string; mutability: string }) => [a.name, a.mutability]);
    expect(names).toEqual([
      ['userName', 'readWrite'], ['externalId', 'readWrite'], ['name', 'readWrite'], ['displayName', 'readWrite'], ['nickName', 'readWrite'],
      ['title', 'readWrite'], ['preferredLanguage', 'readWrite'], ['locale', 'readWrite'], ['timezone', 'readWrite'], ['emails', 'readWrite'],
      ['phoneNumbers', 'readWrite'], ['active', 'readWrite'],
    ]);
    const name = user.attributes.find((a: { name: string }) => a.name === 'name');
    expect(name.subAttributes.map((a: { name: string }) => a.name)).toEqual(['formatted', 'familyName', 'givenName', 'middleName', 'honorificPrefix', 'honorificSuffix']);
    const enterprise = (await scim(api, 'GET', `/Schemas/${ENTERPRISE}`, token)).body;
    expect(enterprise.attributes.map((a: { name: string }) => a.name)).toEqual(['employeeNumber', 'costCenter', 'organization', 'division', 'department', 'manager']);
    expect((await scim(api, 'GET', '/ResourceTypes/User', token)).body.schemaExtensions).toEqual([{ schema: ENTERPRISE, required: false }]);
  });
});
