import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { LaunchRequest } from '../../api/contract';
import { launcherApi } from '../../api/launcher';
import { clearReferrer } from '../../session/referrer';
import { isWrongReferrer, launchOutcome, type LaunchOutcome } from './redirect-step';

/**
 * Asks the launcher for the product of `referrer` in the account of `accountToken` (both given
 * only once the page may launch), then sends this tab there.
 */
export function useProductRedirect(referrer: string | null, accountToken: string | null): LaunchOutcome {
  const { mutate, status, error } = useMutation({
    mutationFn: (body: LaunchRequest) => launcherApi.launch(body),
    // Once the answer is known the stored referrer has done its job; kept, account selection would
    // send the user back here again and again. A failure to find out keeps it for another try.
    onSuccess: () => clearReferrer(),
    onError: (failure) => {
      if (isWrongReferrer(failure)) clearReferrer();
    },
  });

  // Once: StrictMode runs effects twice, and the answer's launch token is single use.
  const started = useRef(false);
  useEffect(() => {
    if (referrer === null || accountToken === null || started.current) return;
    started.current = true;
    // mutate()'s own callback, not the mutation's: a user who left with 'Go Back To Home' while
    // the call ran is not sent to the product after all.
    mutate({ referrer, token: accountToken }, { onSuccess: ({ url }) => window.location.assign(url) });
  }, [referrer, accountToken, mutate]);

  return launchOutcome(status, error);
}
