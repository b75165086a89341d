import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from '../../src/offline/query-client';
import { askFirstScreenData } from '../../src/app/screen-data';
import { paths } from '../../src/routing/paths';
import '../../src/session/api-bridge';
import { storageKeys } from '../../src/session/storage-keys';
import { restoreToken } from '../../src/session/token-store';
import { stubApi, type ApiCall } from '../support/render';
import { makeAccount, TOKEN, user } from '../support/session-fixtures';

const admin = makeAccount({ id: 7, tenancy: 'ADMINISTRATOR' });

/** A start at `path` whose session is known: the calls askFirstScreenData makes, once they have gone out. */
async function startAt(path: string, account = admin, settle = 200): Promise<ApiCall[]> {
  history.replaceState(null, '', path);
  localStorage.setItem(storageKeys.accessToken, TOKEN);
  restoreToken();
  const calls = stubApi((call) => {
    if (call.path === 'auth/security') return [200, { passkeys: [], totp: false, recovery_codes_left: 0 }];
    if (call.path.startsWith('auth/devices')) return [200, { sessions: [], trusted: [] }];
    if (call.path.startsWith('invitation/get-user-account-invitations')) return [200, []];
    return [404, { message: 'Not found' }];
  });
  askFirstScreenData(createQueryClient(), { user, account });
  await new Promise((resolve) => setTimeout(resolve, settle));
  return calls;
}

const asked = (calls: ApiCall[]) => calls.map((call) => `${call.method} ${call.path.split('?')[0]} ${call.authorization ?? ''}`);

afterEach(() => history.replaceState(null, '', '/'));

describe('a signed-in start asks for its screen\'s data as soon as the session is known', () => {
  it('Security: the second factors and the devices, with the session token', async () => {
    const calls = await startAt(paths.security);
    await waitFor(() => expect(asked(calls).sort()).toEqual([`GET auth/devices Bearer ${TOKEN}`, `GET auth/security Bearer ${TOKEN}`]));
  });

  it('Manage Users: the members list with the chosen account\'s token, for an administrator', async () => {
    const calls = await startAt(paths.manageUser);
    await waitFor(() => expect(asked(calls)).toEqual([`GET invitation/get-user-account-invitations Bearer ${admin.user_account_token}`]));
  });

  it('asks nothing a member\'s screen would not: Manage Users for a STANDARD member', async () => {
    expect(await startAt(paths.manageUser, makeAccount({ id: 8 }))).toEqual([]);
  });

  it('asks nothing where the guards send the person elsewhere first', async () => {
    expect(await startAt(paths.manageUser, { ...admin, needs_two_step: true })).toEqual([]);
    expect(await startAt(paths.manageUser, { ...admin, needs_own_sign_in: true })).toEqual([]);
    expect(await startAt(paths.manageUser, null as never)).toEqual([]);
  });

  it('asks nothing at a screen whose first data is the session itself', async () => {
    expect(await startAt(paths.dashboard)).toEqual([]);
    expect(await startAt(paths.home)).toEqual([]);
  });
});
