import { describe, expect, it } from 'vitest';
import { dbKinds, useApiApp } from '../support/api-app';
import { GROUP_SCHEMA, SEARCH_SCHEMA, USER_SCHEMA, expectStatus, scim, scimAccount } from '../support/api-scim';

/* The read side of /scim/v2 as RFC 7644 asks: projections, filters, .search, and members' $ref and type. */
describe.each(dbKinds)('SCIM reads (%s)', (kind) => {
  const api = useApiApp(kind);

  it('RFC 7644 3.4.2.5, 3.9, 3.4.2.2, 3.4.3 and RFC 7643 4.2: attributes, filters, .search and members', async () => {
    const { domain, token } = await scimAccount(api);
    const made = await scim(api, 'POST', '/Users?attributes=userName', token, { schemas: [USER_SCHEMA], userName: `alex@${domain}`, name: { givenName: 'Alex', familyName: 'Wu' }, externalId: 'x1', active: true });
    expectStatus(made, 201);
    const id: string = made.body.id;
    expect(made.body).toEqual({ schemas: [USER_SCHEMA], id, userName: `alex@${domain}` });
    await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: `bo@${domain}`, name: { givenName: 'Bo', familyName: 'Li' }, active: true });

    expect((await scim(api, 'GET', `/Users/${id}?attributes=USERNAME,name.givenName,${USER_SCHEMA}:emails.value`, token)).body)
      .toEqual({ schemas: [USER_SCHEMA], id, userName: `alex@${domain}`, name: { givenName: 'Alex' }, emails: [{ value: `alex@${domain}` }] });
    const excluded = (await scim(api, 'GET', `/Users/${id}?excludedAttributes=id,meta,emails,name.formatted`, token)).body;
    expect(excluded).toMatchObject({ id, name: { givenName: 'Alex', familyName: 'Wu' } });
    expect([excluded.meta, excluded.emails, excluded.name.formatted]).toEqual([undefined, undefined, undefined]);
    expect((await scim(api, 'PATCH', `/Users/${id}?attributes=active`, token, { Operations: [{ op: 'replace', value: { active: true } }] })).body).toEqual({ schemas: [USER_SCHEMA], id, active: true });
    const list = await scim(api, 'GET', '/Users?attributes=userName', token);
    expect(list.body.Resources.map((r: object) => Object.keys(r).sort())).toEqual([['id', 'schemas', 'userName'], ['id', 'schemas', 'userName']]);
    const polluted = await scim(api, 'GET', `/Users/${id}?attributes=__proto__.polluted`, token);
    expect({ status: polluted.status, scimType: polluted.body.scimType }).toEqual({ status: 400, scimType: 'invalidValue' });
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();

    const count = async (filter: string) => {
      const answer = await scim(api, 'GET', `/Users?filter=${encodeURIComponent(filter)}`, token);
      return answer.status === 200 ? answer.body.totalResults : answer.body.scimType;
    };
    expect(await count(`userName eq "ALEX@${domain.toUpperCase()}"`)).toBe(1);
    expect(await count('name.givenName sw "a" and not (active eq false)')).toBe(1);
    expect(await count(`emails[type eq "work" and value co "@${domain}"]`)).toBe(2);
    expect(await count('externalId pr or userName ew "@nowhere.example"')).toBe(1);
    expect(await count(`emails.value eq "bo@${domain}" or id eq "${id}"`)).toBe(2);
    expect(await count('meta.lastModified gt "2000-01-01T00:00:00Z"')).toBe(2);
    expect(await count(`userName eq "x' or '1'='1"`)).toBe(0);
    expect(await count('title eq "x"')).toBe('invalidFilter');
    expect(await count('active gt true')).toBe('invalidFilter');
    expect(await count('meta.created gt "soon"')).toBe('invalidFilter');

    const group = await scim(api, 'POST', '/Groups', token, { schemas: [GROUP_SCHEMA], displayName: 'Engineering', members: [{ value: id }] });
    expectStatus(group, 201);
    expect(group.body.members).toEqual([{ value: id, $ref: `${api.config.publicUrl}/scim/v2/Users/${id}`, type: 'User', display: `alex@${domain}` }]);
    expect((await scim(api, 'GET', `/Groups?filter=${encodeURIComponent(`members[value eq "${id}"] and displayName co "ENG"`)}&attributes=members.value`, token)).body.Resources)
      .toEqual([{ schemas: [GROUP_SCHEMA], id: group.body.id, members: [{ value: id }] }]);
    const schema = (await scim(api, 'GET', `/Schemas/${GROUP_SCHEMA}`, token)).body;
    const members = schema.attributes.find((a: { name: string }) => a.name === 'members');
    expect(members.subAttributes.map((a: { name: string; mutability: string }) => [a.name, a.mutability]))
      .toEqual([['value', 'immutable'], ['$ref', 'immutable'], ['type', 'immutable'], ['display', 'readOnly']]);
    expect(members.subAttributes[1].referenceTypes).toEqual(['User', 'Group']);

    const root = await scim(api, 'POST', '/.search', token, { schemas: [SEARCH_SCHEMA], filter: 'userName sw "alex" or displayName eq "engineering"', attributes: ['id'], startIndex: 1, count: 10 });
    expectStatus(root, 200);
    expect(root.body).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'], totalResults: 2, startIndex: 1, itemsPerPage: 2,
      Resources: [{ schemas: [USER_SCHEMA], id }, { schemas: [GROUP_SCHEMA], id: group.body.id }],
    });
    const second = await scim(api, 'POST', '/.search', token, { schemas: [SEARCH_SCHEMA], startIndex: 3, count: 1, excludedAttributes: 'members' });
    expect(second.body).toMatchObject({ totalResults: 3, itemsPerPage: 1, Resources: [{ id: group.body.id, displayName: 'Engineering' }] });
    expect(second.body.Resources[0].members).toBeUndefined();
    const users = await scim(api, 'POST', '/Users/.search', token, { schemas: [SEARCH_SCHEMA], filter: 'name.familyName eq "li"' });
    expect(users.body).toMatchObject({ totalResults: 1, Resources: [{ userName: `bo@${domain}` }] });
    const groups = await scim(api, 'POST', '/Groups/.search', token, { schemas: [SEARCH_SCHEMA], filter: 'nothing eq "x"' });
    expect([groups.status, groups.body.scimType]).toEqual([400, 'invalidFilter']);
    const noSchema = await scim(api, 'POST', '/Users/.search', token, { filter: 'userName pr' });
    expect([noSchema.status, noSchema.body.scimType]).toEqual([400, 'invalidSyntax']);
    const badCount = await scim(api, 'POST', '/Users/.search', token, { schemas: [SEARCH_SCHEMA], count: 'x' });
    expect([badCount.status, badCount.body.scimType]).toEqual([400, 'invalidValue']);
    expect((await scim(api, 'POST', '/.search', null, { schemas: [SEARCH_SCHEMA] })).status).toBe(401);
  });
});
