import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { errorMessage, type SsoFinishResponse } from '../../api/contract';
import { ssoSignInApi } from '../../api/sso-sign-in';
import { paths } from '../../routing/paths';
import { saveReturnPath } from '../../session/return-path';
import { writeSelectedAccount } from '../../session/selected-account';
import { useSession } from '../../session/SessionProvider';
import { setRememberMe } from '../../session/token-store';
import { readSsoReturn } from './sso-return';

export type SsoFinish = { status: 'none' } | { status: 'finishing' } | { status: 'failed'; message: string };

/**
 * The way back from the provider to /auth/sso: a failure reason in the address becomes its
 * message; a one-time token is traded (POST auth/sso/finish) for the session, which is kept as a
 * password sign-in keeps it, with the provider's account chosen. The guest-only guard then takes
 * the person to /dashboard, replacing this page in history, so Back does not trade again.
 */
export function useSsoFinish(): SsoFinish {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { signIn } = useSession();
  // Read on arrival: the token leaves the address at once, and the trade carries on without it.
  const [arrival] = useState(() => readSsoReturn(search));
  const { mutate, status, error } = useMutation({
    mutationFn: (token: string) => ssoSignInApi.finish(token),
    onSuccess: (answer: SsoFinishResponse) => {
      const { user, token, userAccounts, account_id, remember_me } = answer;
      // The chosen account lives in the storage the remember choice names, so the choice comes first.
      setRememberMe(remember_me);
      writeSelectedAccount(user.id, account_id);
      // The guest-only guard moves a newly signed-in person on to the saved path; navigating here
      // as well would race it (the new location can render before the new session state).
      saveReturnPath(paths.dashboard);
      signIn({ user, token, userAccounts, persist: true, remember: remember_me });
    },
  });

  // Once: StrictMode runs effects twice, and the token is good for one trade only.
  const started = useRef(false);
  useEffect(() => {
    if (arrival.kind !== 'token' || started.current) return;
    started.current = true;
    // replace: not even the history entry keeps the token, so a reload cannot send it again.
    navigate(arrival.searchWithoutToken ? `${path}?${arrival.searchWithoutToken}` : path, { replace: true });
    mutate(arrival.token);
  }, [arrival, path, navigate, mutate]);

  if (arrival.kind === 'none') return { status: 'none' };
  if (arrival.kind === 'failed') return { status: 'failed', message: arrival.message };
  if (status === 'error') return { status: 'failed', message: errorMessage(error) };
  return { status: 'finishing' };
}
