import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { errorMessage } from '../../api/contract';
import { launcherApi } from '../../api/launcher';
import { saveReferrer } from '../../session/referrer';
import { useSession } from '../../session/SessionProvider';
import { toastError } from '../../ui/toast';
import { readLaunchLink, type LaunchLink } from './launch-link';

export type LaunchLinkExchange = { status: 'none' } | { status: 'exchanging' } | { status: 'failed'; message: string };

/**
 * Spec 2 "Login": with token and referrer in the query, trades them (POST product) for the
 * product's address and sends the browser there. On failure the referrer is kept, so signing in
 * goes on to /redirect through account selection, as a lone referrer does.
 */
export function useLaunchLinkExchange(): LaunchLinkExchange {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { isAuthenticated, isEmailVerified } = useSession();
  // Read on arrival: the token leaves the address at once, and the exchange must carry on without it.
  const [link] = useState(() => readLaunchLink(search));
  const { mutate, status, error } = useMutation({
    mutationFn: ({ token, referrer }: LaunchLink) => launcherApi.launch({ token, referrer }),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (failure, { referrer }) => {
      saveReferrer(referrer);
      // A signed-in user never sees the sign-in form (the guest-only guard moves them on), so the
      // reason reaches them as a toast instead.
      if (isAuthenticated && isEmailVerified) toastError(failure);
    },
  });

  // Once: StrictMode runs effects twice, and a second call would race the first for another launch.
  const started = useRef(false);
  useEffect(() => {
    if (link === null || started.current) return;
    started.current = true;
    // replace: not even the history entry keeps the account token.
    navigate(link.searchWithoutToken ? `${path}?${link.searchWithoutToken}` : path, { replace: true });
    mutate(link);
  }, [link, path, navigate, mutate]);

  if (link === null) return { status: 'none' };
  if (status === 'error') return { status: 'failed', message: errorMessage(error) };
  return { status: 'exchanging' };
}
