import { describe, expect, it } from 'vitest';
import { scimErrorDetails } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { ERROR_SCHEMA, GROUP_SCHEMA, PATCH_OP, USER_SCHEMA, expectStatus, scim, scimAccount } from '../support/api-scim';

/* Issue 52: a group PATCH naming a member the account has not got is refused whole, saying which. */
describe.each(dbKinds)('SCIM group PATCH, all or nothing (%s)', (kind) => {
  const api = useApiApp(kind);

  it('answers 400 invalidValue naming the unknown member, and applies none of the operations', async () => {
    const { domain, token } = await scimAccount(api);
    const ada = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: `ada@${domain}` });
    const bo = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: `bo@${domain}` });
    const group = await scim(api, 'POST', '/Groups', token, { schemas: [GROUP_SCHEMA], displayName: 'Ops', externalId: 'g-1', members: [{ value: ada.body.id }] });
    expectStatus(group, 201);
    const before = (await scim(api, 'GET', `/Groups/${group.body.id}`, token)).body;

    for (const unknown of ['999999', 'not-an-id']) {
      const answer = await scim(api, 'PATCH', `/Groups/${group.body.id}`, token, {
        schemas: [PATCH_OP], Operations: [
          { op: 'replace', path: 'displayName', value: 'Ops renamed' },
          { op: 'remove', path: `members[value eq "${ada.body.id}"]` },
          { op: 'add', path: 'members', value: [{ value: bo.body.id }, { value: unknown }] },
        ],
      });
      expect(answer.body).toEqual({ schemas: [ERROR_SCHEMA], status: '400', scimType: 'invalidValue', detail: scimErrorDetails.memberNotProvisioned(unknown) });
      expect((await scim(api, 'GET', `/Groups/${group.body.id}`, token)).body).toEqual(before);
    }
    // Another account's member is as unknown as nobody's.
    const other = await scimAccount(api);
    const theirs = await scim(api, 'POST', '/Users', other.token, { schemas: [USER_SCHEMA], userName: `cy@${other.domain}` });
    const borrowed = await scim(api, 'PATCH', `/Groups/${group.body.id}`, token, {
      schemas: [PATCH_OP], Operations: [{ op: 'add', path: 'members', value: [{ value: theirs.body.id }] }, { op: 'replace', path: 'displayName', value: 'X' }],
    });
    expect({ status: borrowed.status, scimType: borrowed.body.scimType }).toEqual({ status: 400, scimType: 'invalidValue' });
    expect((await scim(api, 'GET', `/Groups/${group.body.id}`, token)).body).toEqual(before);

    // The same operations with known members apply together.
    const applied = await scim(api, 'PATCH', `/Groups/${group.body.id}`, token, {
      schemas: [PATCH_OP], Operations: [
        { op: 'replace', path: 'displayName', value: 'Ops renamed' },
        { op: 'remove', path: `members[value eq "${ada.body.id}"]` },
        { op: 'add', path: 'members', value: [{ value: bo.body.id }] },
      ],
    });
    expect({ status: applied.status, displayName: applied.body.displayName, members: applied.body.members.map((m: { value: string }) => m.value) })
      .toEqual({ status: 200, displayName: 'Ops renamed', members: [bo.body.id] });
  });
});
