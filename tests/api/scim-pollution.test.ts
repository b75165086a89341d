import { afterAll, describe, expect, it } from 'vitest';
import type { CreatedScimToken } from '../../src/api/contract';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { ownedAccount } from '../support/api-members';
import { ERROR_SCHEMA, PATCH_OP, USER_SCHEMA, expectStatus, scim, scimAccount } from '../support/api-scim';
import { login, newDeviceId } from '../support/api-users';

/*
 * Finding 1 of issue 50: a SCIM PATCH whose path (or value key) names a prototype made scim-patch
 * write Object.prototype, and from then on every request with a body failed. Each spelling a path
 * can have is refused with 400 invalidPath, nothing is written, and the server stays whole.
 */

const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** Paths that reach a prototype through scim-patch's walk, in every form a SCIM path takes. */
const pollutingPaths = [
  '__proto__.x', 'constructor.prototype.x', 'prototype.x', '__PROTO__.x', 'Constructor.Prototype.x',
  'name.__proto__.x', 'name.constructor.prototype.x', 'members[value eq "1"].__proto__.x', 'emails[type eq "work"].__proto__',
  `urn:ietf:params:scim:schemas:core:2.0:User:__proto__.x`, `${ENTERPRISE}:__proto__.x`, `${ENTERPRISE}:constructor.prototype.x`,
  '__proto__[value eq "x"]', 'members[__proto__ eq "x"]', 'members[constructor.prototype eq "x"].value',
];

/** PATCH bodies as raw JSON: a JavaScript literal's `__proto__` sets a prototype, JSON.parse's is an own key. */
function pollutingBodies(): string[] {
  const op = (operation: string) => `{"schemas":["${PATCH_OP}"],"Operations":[${operation}]}`;
  return [
    ...pollutingPaths.flatMap((path) => ['add', 'replace', 'remove'].map((verb) =>
      op(JSON.stringify({ op: verb, path, value: verb === 'remove' ? undefined : path.endsWith(']') || path.endsWith('__proto__') ? { x: 'y' } : 'y' })))),
    // A path-less value's keys become paths.
    op('{"op":"add","value":{"__proto__.x":"y"}}'),
    op('{"op":"replace","value":{"constructor.prototype.x":"y"}}'),
    op('{"op":"add","value":{"__proto__":{"x":"y"}}}'),
    // Keys inside a value, which scim-patch assigns one by one.
    op('{"op":"add","path":"name","value":{"__proto__":{"x":"y"}}}'),
    op('{"op":"replace","path":"name","value":{"constructor":{"prototype":{"x":"y"}}}}'),
    op('{"op":"add","path":"emails[type eq \\"work\\"]","value":{"__proto__.x":"y"}}'),
    op('{"op":"add","path":"members","value":[{"value":"1","__proto__":{"x":"y"}}]}'),
  ];
}

const polluted = () => (({}) as Record<string, unknown>).x !== undefined || Object.hasOwn(Object.prototype, 'x');

async function expectRefused(api: TestApi, method: string, path: string, token: string, body: string) {
  const answer = await scim(api, method, path, token, body);
  expect({ body, status: answer.status, schemas: answer.body?.schemas, status_text: answer.body?.status, scimType: answer.body?.scimType })
    .toEqual({ body, status: 400, schemas: [ERROR_SCHEMA], status_text: '400', scimType: 'invalidPath' });
  expect(polluted(), body).toBe(false);
}

describe.each(dbKinds)('directory sync refuses paths and keys that name a prototype (%s)', (kind) => {
  const api = useApiApp(kind);
  // Should a spelling get through, the rest of the run is not to fail for it.
  afterAll(() => {
    delete (Object.prototype as Record<string, unknown>).x;
  });

  it("refuses the issue's call, a group PATCH of __proto__.x (400 invalidPath), and the server still signs in", async () => {
    // Any administrator gets a SCIM token, no verified domain needed, and pushes a group.
    const { owner } = await ownedAccount(api, { subscribed: false });
    const created = await api.post<CreatedScimToken>('account/scim/token', {}, owner.accountToken);
    expect(created.status).toBe(201);
    const token = created.body.token;
    const group = await scim(api, 'POST', '/Groups', token, { displayName: 'Ops', members: [] });
    expectStatus(group, 201);

    for (const path of ['__proto__.x', 'constructor.prototype.x']) {
      await expectRefused(api, 'PATCH', `/Groups/${group.body.id}`, token, JSON.stringify({ Operations: [{ op: 'add', path, value: 'y' }] }));
    }
    for (const body of pollutingBodies()) await expectRefused(api, 'PATCH', `/Groups/${group.body.id}`, token, body);
    expect(({}) as Record<string, unknown>).not.toHaveProperty('x');
    // Nothing written, and the group's own PATCH works as before.
    expect((await scim(api, 'GET', `/Groups/${group.body.id}`, token)).body).toEqual(group.body);
    const renamed = await scim(api, 'PATCH', `/Groups/${group.body.id}`, token, { Operations: [{ op: 'replace', path: 'displayName', value: 'Ops EU' }] });
    expect({ status: renamed.status, name: renamed.body.displayName }).toEqual({ status: 200, name: 'Ops EU' });
    // Every request with a body is served, a sign-in first.
    expect((await login(api, owner, newDeviceId())).status).toBe(200);
  });

  it('refuses each spelling on a user too, as a POST or PUT body key, and as a filter attribute', async () => {
    const { owner, domain, token } = await scimAccount(api);
    const user = await scim(api, 'POST', '/Users', token, { schemas: [USER_SCHEMA], userName: `lee@${domain}`, name: { givenName: 'Lee', familyName: 'Ray' } });
    expectStatus(user, 201);
    for (const body of pollutingBodies()) await expectRefused(api, 'PATCH', `/Users/${user.body.id}`, token, body);

    const userName = JSON.stringify(`kai@${domain}`);
    for (const body of [
      `{"userName":${userName},"__proto__":{"x":"y"}}`,
      `{"userName":${userName},"name":{"givenName":"Kai","__proto__":{"x":"y"}}}`,
      `{"userName":${userName},"constructor":{"prototype":{"x":"y"}}}`,
      `{"userName":${userName},"${ENTERPRISE}":{"__proto__":{"x":"y"}}}`,
      `{"userName":${userName},"emails":[{"value":${userName},"__proto__":{"x":"y"}}]}`,
    ]) {
      await expectRefused(api, 'POST', '/Users', token, body);
      await expectRefused(api, 'PUT', `/Users/${user.body.id}`, token, body);
    }
    await expectRefused(api, 'POST', '/Groups', token, '{"displayName":"Ops","members":[{"value":"1","__proto__":{"x":"y"}}]}');
    expect(await api.count(`users where email = 'kai@${domain}'`)).toBe(0);

    for (const filter of ['__proto__ eq "x"', 'constructor.prototype eq "x"', `${USER_SCHEMA}:__proto__.x eq "y"`]) {
      const answer = await scim(api, 'GET', `/Users?filter=${encodeURIComponent(filter)}`, token);
      expect({ filter, status: answer.status, scimType: answer.body.scimType }).toEqual({ filter, status: 400, scimType: 'invalidFilter' });
    }

    const unchanged = await scim(api, 'GET', `/Users/${user.body.id}`, token);
    expect(unchanged.body).toEqual(user.body);
    const patched = await scim(api, 'PATCH', `/Users/${user.body.id}`, token, { Operations: [{ op: 'replace', path: 'name.givenName', value: 'Leigh' }] });
    expect({ status: patched.status, name: patched.body.name.givenName }).toEqual({ status: 200, name: 'Leigh' });
    expect(polluted()).toBe(false);
    expect((await login(api, owner, newDeviceId())).status).toBe(200);
  });
});
