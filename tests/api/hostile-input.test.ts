import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROOF_HEADER } from '../../server/admin/admin-proof';
import { UNKNOWN_ADMIN_COMMAND_MESSAGE } from '../../server/routes/admin';
import { dbKinds, useApiApp } from '../support/api-app';
import { accountForm } from '../support/api-accounts';
import { newDeviceId, registerVerifiedUser } from '../support/api-users';

/*
 * The inputs the route fuzzing (fuzz-routes.test.ts) found answered with a 500, each kept here as
 * a plain example: a refused value superstruct could not print, a rule that assumed its field's
 * type, U+0000 on its way to PostgreSQL (which cannot store it) in a body field and in an address.
 */

const deep = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

describe.each(dbKinds)('hostile input (%s)', (kind) => {
  const api = useApiApp(kind);
  let token: string;
  beforeAll(async () => {
    token = (await registerVerifiedUser(api)).token;
  });

  it('an unknown field whose value cannot be printed, or is nested 20,000 deep: 400 naming the field', async () => {
    for (const value of ['{"toString":1}', '{"toString":"","valueOf":""}', deep(20_000)]) {
      const response = await api.post('auth/logout', `{"stray":${value}}`, token);
      expect(response).toMatchObject({ status: 400, body: { message: 'Unknown field: stray', errors: { stray: 'Unknown field: stray' } } });
    }
  });

  it('a field named __proto__ is named in the answer like any other', async () => {
    const response = await api.post('auth/logout', '{"__proto__":{"toString":""}}', token);
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { errors: object }).errors)).toEqual(['__proto__']);
  });

  it('U+0000 in a text field: 400 with the field\'s message, nothing stored', async () => {
    const accounts = await api.count('accounts');
    const created = await api.post('account', accountForm({ account_name: 'Null\u0000 Ltd' }), token);
    expect(created).toMatchObject({
      status: 400, body: { errors: { account_name: 'Account Name contains a character that is not allowed' } },
    });
    expect(await api.count('accounts')).toBe(accounts);
    const signIn = await api.post('auth/login', { email: 'a\u0000@example.com', password: 'x', remember_me: true, device_id: newDeviceId() });
    expect(signIn).toMatchObject({ status: 400, body: { errors: { email: 'Email contains a character that is not allowed' } } });
  });

  it('a registration number that is not text: 400 for the field (the company rule must not trip over it)', async () => {
    for (const value of [0, {}, ['01234567']]) {
      const response = await api.post('account', accountForm({ registration_number: value }), token);
      expect(response).toMatchObject({ status: 400, body: { errors: { registration_number: 'Registration Number must be text' } } });
    }
  });

  it('%00 in a path or a query: the unknown path\'s 404', async () => {
    for (const path of ['/api/v1/company/a%00b', '/__dev/mail.json?to=%00', '/__sandbox/checkout/%00', '/__demo/insights%00', '/dashboard%00']) {
      const response = await api.get(path, token);
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 404, body: { message: 'Not found' } });
    }
  });

  it('the admin API: a proven body superstruct cannot print is an unknown command, not a 500', async () => {
    const body = JSON.stringify({ issuedAt: { toString: 1 }, command: { command: 'product list' } });
    const response = await api.app.request('/__admin/catalogue', {
      method: 'POST',
      headers: { [ADMIN_PROOF_HEADER]: createHmac('sha256', api.services.keys.admin).update(body).digest('hex') },
      body,
    }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: UNKNOWN_ADMIN_COMMAND_MESSAGE });
  });
});
