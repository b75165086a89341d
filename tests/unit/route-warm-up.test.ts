import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { warmUp } from '../../src/app/route-warm-up';
import { appsKeys } from '../../src/features/dashboard/apps-queries';
import { app } from '../support/billing-fixtures';
import { stubApi } from '../support/render';
import { makeAccount, TOKEN, user } from '../support/session-fixtures';

const acme = makeAccount({ id: 4, account_name: 'Acme Ltd', tenancy: 'ADMINISTRATOR' });
const globex = makeAccount({ id: 3, account_name: 'Globex plc' });
const started = { user, token: TOKEN, userAccounts: [globex, acme] };
const crm = app({ product_id: 13, product_name: 'CRM' });

/** Lets the fetch the warm-up started answer and settle in the cache. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('warming up the screen a signed-in start opens', () => {
  it('asks for the chosen account\'s apps with its token when the dashboard opens, and keeps them for the screen', async () => {
    const calls = stubApi(() => [200, [crm]]);
    const queryClient = new QueryClient();
    warmUp('/dashboard', queryClient, started, 4);
    await settled();
    expect(calls).toEqual([expect.objectContaining({ path: 'package/subscribed-apps', method: 'GET', authorization: 'Bearer account-token-4' })]);
    expect(queryClient.getQueryData(appsKeys.subscribed(user.id, 4))).toEqual([crm]);
  });

  it('asks for nothing on another screen, or with no account chosen, or one no longer the user\'s', async () => {
    const calls = stubApi(() => [200, [crm]]);
    const queryClient = new QueryClient();
    warmUp('/dashboard/manage-user', queryClient, started, 4);
    warmUp('/', queryClient, started, 4);
    warmUp('/dashboard', queryClient, started, null);
    warmUp('/dashboard', queryClient, started, 99);
    await settled();
    expect(calls).toEqual([]);
  });
});
