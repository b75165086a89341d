import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Providers } from '../../src/app/providers';
import { onSessionStarted, persistence } from '../../src/app/session-wiring';
import { createQueryClient } from '../../src/offline/query-client';
import { paths } from '../../src/routing/paths';
import { useSession } from '../../src/session/SessionProvider';
import { beginEarlyStart } from '../../src/session/session-start';
import { storageKeys } from '../../src/session/storage-keys';
import { restoreToken } from '../../src/session/token-store';
import { stubApi } from '../support/render';
import { makeAccount, seedSession, user } from '../support/session-fixtures';

function Who() {
  const { isInitialized, isAuthenticated, user: who } = useSession();
  if (!isInitialized) return <p>Starting</p>;
  return <p>{isAuthenticated ? `${who?.first_name} is signed in` : 'Signed out'}</p>;
}

afterEach(() => history.replaceState(null, '', '/'));

describe('the portal\'s start begins the session before its first render', () => {
  it('asks GET auth, then the screen\'s data, and the session takes that answer: GET auth once', async () => {
    history.replaceState(null, '', paths.security);
    const account = makeAccount({ id: 3 });
    const calls = seedSession({
      accounts: [account],
      selected: account.id,
      answer: (call) => {
        if (call.path === 'auth/security') return [200, { passkeys: [], totp: false, recovery_codes_left: 0 }];
        if (call.path.startsWith('auth/devices')) return [200, { sessions: [], trusted: [] }];
        return [404, { message: 'Not found' }];
      },
    });
    const queryClient = createQueryClient();
    beginEarlyStart(queryClient, persistence, user.id, onSessionStarted);
    restoreToken();
    // Nothing is rendered yet.
    await waitFor(() => expect(calls.map((call) => call.path.split('?')[0]).sort()).toEqual(['auth', 'auth/devices', 'auth/security']));

    render(<Providers queryClient={queryClient}><Who /></Providers>);
    expect(await screen.findByText('Ada is signed in')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'auth')).toHaveLength(1);
  });

  it('a refused token ends the start signed out, as a start-up without the early start does', async () => {
    history.replaceState(null, '', paths.security);
    seedSession();
    const calls = stubApi(() => [401, { message: 'Unauthorized' }]);
    const queryClient = createQueryClient();
    beginEarlyStart(queryClient, persistence, user.id, onSessionStarted);
    render(<Providers queryClient={queryClient}><Who /></Providers>);
    expect(await screen.findByText('Signed out')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['auth']);
    expect(localStorage.getItem(storageKeys.accessToken)).toBeNull();
  });
});
