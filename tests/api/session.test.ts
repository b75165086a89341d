import { Hono } from 'hono';
import { decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CurrentUserResponse, MessageResponse, type UserAccount } from '../../src/api/contract';
import { deriveKeys } from '../../server/auth/keys';
import { signSessionToken } from '../../server/auth/jwt';
import { requireAccount } from '../../server/auth/middleware';
import { HttpError } from '../../server/http/errors';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';
import { login, registerVerifiedUser, expectLifetime } from '../support/api-users';

const EXPIRED = { message: 'Your session has expired. Please sign in again.' };
const HOUR_MS = 60 * 60 * 1000;

async function insertAccount(api: TestApi, userId: number, tenancy: 'ADMINISTRATOR' | 'STANDARD'): Promise<number> {
  const [account] = await api.db.query<{ id: number }>(
    `insert into accounts (account_name, account_reference, account_type_id, tax_number, phone_number,
       registration_number, company_country, primary_contact_user_id)
     values ('Acme Ltd', 'ACME', 2, 'GB123', '+44 20 7946 0000', '01234567', 'GB', $1) returning id`,
    [userId],
  );
  await api.db.query(
    `insert into account_addresses (account_id, position, country, address_1, address_2, city, postal_code)
     values ($1, 1, 'GB', 'Second line first', '', 'Leeds', 'LS1 1AA'), ($1, 0, 'GB', '1 High St', 'Floor 2', 'London', 'SW1A 1AA')`,
    [account.id],
  );
  await api.db.query('insert into user_accounts (user_id, account_id, tenancy) values ($1, $2, $3)', [userId, account.id, tenancy]);
  return account.id;
}

describe.each(dbKinds)('sessions (%s)', (kind) => {
  const api = useApiApp(kind);

  it('GET auth answers the user and a refreshed token whose expiry slides forward', async () => {
    const user = await registerVerifiedUser(api);
    const signedIn = await login(api, user, user.deviceId, false);
    const first = decodeJwt(signedIn.body.token ?? '');

    api.clock.advance(2 * HOUR_MS);
    const response = await api.get('auth', signedIn.body.token);
    expect(response.status).toBe(200);
    assert(response.body, CurrentUserResponse);
    expect(response.body.user.email).toBe(user.email);
    const refreshed = decodeJwt(response.body.token);
    expect(refreshed.sid).toBe(first.sid);
    expect((refreshed.exp ?? 0) - (first.exp ?? 0)).toBeGreaterThanOrEqual(2 * 60 * 60 - 1);
    expectLifetime(api, refreshed, 12 * 60 * 60);
    const [row] = await api.db.query<{ expires_at: Date }>('select expires_at from sessions where id = $1', [first.sid]);
    expect(Math.floor(row.expires_at.getTime() / 1000)).toBe(refreshed.exp);

    // The old token still names a live session, so it keeps working until the session ends.
    expect((await api.get('auth', signedIn.body.token)).status).toBe(200);
  });

  it('refuses a missing, forged or expired token with 401', async () => {
    const user = await registerVerifiedUser(api);
    expect(await api.get('auth')).toMatchObject({ status: 401, body: EXPIRED });
    expect(await api.get('auth', 'not-a-jwt')).toMatchObject({ status: 401, body: EXPIRED });

    const claims = decodeJwt(user.token);
    const forged = await signSessionToken(
      deriveKeys('another secret that is long enough to sign').jwt,
      { userId: Number(claims.sub), sessionId: String(claims.sid) },
      { now: new Date(), expiresAt: new Date(Date.now() + HOUR_MS) },
    );
    expect(await api.get('auth', forged)).toMatchObject({ status: 401, body: EXPIRED });

    const shortLived = await login(api, user, user.deviceId, false);
    api.clock.advance(12 * HOUR_MS + 1000);
    expect(await api.get('auth', shortLived.body.token)).toMatchObject({ status: 401, body: EXPIRED });
  });

  it('POST auth/logout revokes the session: the old token gets 401', async () => {
    const user = await registerVerifiedUser(api);
    const other = await login(api, user, user.deviceId);
    const response = await api.post('auth/logout', {}, user.token);
    expect(response.status).toBe(200);
    assert(response.body, MessageResponse);
    expect(response.body.message).toBe('You have been signed out.');
    expect(await api.get('auth', user.token)).toMatchObject({ status: 401, body: EXPIRED });
    expect(await api.post('auth/logout', {}, user.token)).toMatchObject({ status: 401 });
    // Only that session: the user's other session lives on.
    expect((await api.get('auth', other.body.token)).status).toBe(200);
  });

  it('answers userAccounts from the database, with an account token per account', async () => {
    const user = await registerVerifiedUser(api);
    const accountId = await insertAccount(api, user.register.user.id, 'ADMINISTRATOR');
    const response = await api.get('auth', user.token);
    assert(response.body, CurrentUserResponse);
    expect(response.body.userAccounts).toHaveLength(1);
    const [account] = response.body.userAccounts;
    expect(account).toEqual({
      id: accountId,
      account_name: 'Acme Ltd',
      account_reference: 'ACME',
      account_type_id: 2,
      tax_number: 'GB123',
      phone_number: '+44 20 7946 0000',
      registration_number: '01234567',
      company_country: 'GB',
      addresses: [
        { country: 'GB', address_1: '1 High St', address_2: 'Floor 2', city: 'London', postal_code: 'SW1A 1AA' },
        { country: 'GB', address_1: 'Second line first', address_2: '', city: 'Leeds', postal_code: 'LS1 1AA' },
      ],
      primary_contact: { first_name: 'Ada', last_name: 'Lovelace', email: user.email },
      tenancy: 'ADMINISTRATOR',
      user_account_token: account.user_account_token,
      require_two_step: false,
      needs_two_step: false,
      needs_own_sign_in: false,
      needs_sso: false,
    } satisfies UserAccount);
    const session = decodeJwt(response.body.token);
    expect(decodeJwt(account.user_account_token)).toMatchObject({
      sub: String(user.register.user.id), sid: session.sid, acc: accountId, typ: 'account', exp: session.exp,
    });
    // An account token is not a session token.
    expect((await api.get('auth', account.user_account_token)).status).toBe(401);
  });

  it('requireAccount accepts the account token while the membership and the session last', async () => {
    const user = await registerVerifiedUser(api);
    const accountId = await insertAccount(api, user.register.user.id, 'STANDARD');
    const current = await api.get('auth', user.token);
    assert(current.body, CurrentUserResponse);
    const accountToken = current.body.userAccounts[0].user_account_token;

    // A probe route exercises the middleware alone; account-access.test.ts covers the real routes.
    const probe = new Hono();
    probe.get('/probe', requireAccount(api.services), (c) =>
      c.json({ accountId: c.get('accountId'), tenancy: c.get('tenancy'), userId: c.get('user').id }),
    );
    probe.onError((error, c) => (error instanceof HttpError ? c.json(error.body, error.status) : c.json({ message: 'boom' }, 500)));
    const call = (token: string) => probe.request('/probe', { headers: { Authorization: `Bearer ${token}` } });

    const ok = await call(accountToken);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ accountId, tenancy: 'STANDARD', userId: user.register.user.id });
    expect((await call(user.token)).status).toBe(401);

    await api.db.query('delete from user_accounts where account_id = $1', [accountId]);
    // No longer a member: the account is as good as unknown to them.
    const removed = await call(accountToken);
    expect(removed.status).toBe(404);
    expect(await removed.json()).toEqual({ message: 'Account not found.' });
    await api.post('auth/logout', {}, user.token);
    expect((await call(accountToken)).status).toBe(401);
  });
});
