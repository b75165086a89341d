import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SCREEN_WAIT_MS, warmUp, warmUpLogin } from '../../src/app/route-warm-up';
import * as screens from '../../src/app/screens';
import { storageKeys } from '../../src/session/storage-keys';
import { memberKeys } from '../../src/features/members/queries';
import { app } from '../support/billing-fixtures';
import { stubApi } from '../support/render';
import { makeAccount, TOKEN, user } from '../support/session-fixtures';

const acme = makeAccount({ id: 4, account_name: 'Acme Ltd', tenancy: 'ADMINISTRATOR' });
const globex = makeAccount({ id: 3, account_name: 'Globex plc' });
const started = { user, token: TOKEN, userAccounts: [globex, acme] };
const crm = app({ product_id: 13, product_name: 'CRM' });

/** Lets the fetch the warm-up started settle in the cache, and the screens' modules it loads finish loading. */
const settled = async () => {
  await Promise.all([
    import('../../src/features/dashboard/HomePage'), import('../../src/features/members/ManageUsersPage'),
    import('../../src/features/dashboard/apps-queries'), import('../../src/features/members/queries'),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('warming up the screen a signed-in start opens', () => {
  it('asks an administrator\'s members list when Manage Users opens, and nothing for a STANDARD member', async () => {
    const jane = { user_id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', tenancy: 'STANDARD', is_primary_contact: 0, status: 2, expired: false, invited_at: null, packages: [] };
    const calls = stubApi(() => [200, [jane]]);
    const queryClient = new QueryClient();
    void warmUp('/dashboard/manage-user/', queryClient, started, 4);
    void warmUp('/dashboard/manage-user', queryClient, started, 3);
    await vi.waitFor(() => expect(queryClient.getQueryData(memberKeys.list(user.id, 4))).toEqual({ rows: [jane], etag: null }));
    await settled();
    expect(calls).toEqual([expect.objectContaining({ path: 'invitation/get-user-account-invitations', authorization: 'Bearer account-token-4' })]);
    expect(queryClient.getQueryData(memberKeys.list(user.id, 3))).toBeUndefined();
  });

  it('asks for nothing on another screen (the dashboard asks for its small list itself), or with no account chosen, or one no longer the user\'s', async () => {
    const calls = stubApi(() => [200, [crm]]);
    const queryClient = new QueryClient();
    void warmUp('/dashboard', queryClient, started, 4);
    void warmUp('/dashboard/products', queryClient, started, 4);
    void warmUp('/', queryClient, started, 4);
    void warmUp('/dashboard', queryClient, started, null);
    void warmUp('/dashboard', queryClient, started, 99);
    await settled();
    expect(calls).toEqual([]);
  });
});

describe('start-up waiting for the opened screen', () => {
  it('does not wait for a screen it does not load ahead', async () => {
    const before = Date.now();
    await warmUp('/dashboard/packages', new QueryClient(), started, 4);
    expect(Date.now() - before).toBeLessThan(SCREEN_WAIT_MS);
  });
});

describe('start-up without a session', () => {
  it('waits for the login page\'s code on the login path, so the first render shows the form', async () => {
    let arrive = () => {};
    const preload = vi.spyOn(screens.LoginPage, 'preload').mockReturnValue(new Promise<void>((resolve) => (arrive = resolve)));
    let ready = false;
    const waiting = warmUpLogin('/auth/login/', false).then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    arrive();
    await waiting;
    expect(preload).toHaveBeenCalledTimes(1);
    preload.mockRestore();
  });

  it('neither loads nor waits for it with a stored session, or on another path', async () => {
    const preload = vi.spyOn(screens.LoginPage, 'preload');
    localStorage.setItem(storageKeys.accessToken, TOKEN);
    await warmUpLogin('/auth/login');
    localStorage.removeItem(storageKeys.accessToken);
    await warmUpLogin('/auth/register');
    await warmUpLogin('/subscribe', false);
    expect(preload).not.toHaveBeenCalled();
    preload.mockRestore();
  });
});
