import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { useSession } from '../../session/SessionProvider';
import { getRememberMe, storeToken } from '../../session/token-store';

/** A query-string value of the current route; empty counts as absent. */
export function useQueryParam(name: string): string | null {
  const [params] = useSearchParams();
  return params.get(name) || null;
}

/**
 * The end of every verification and reset step (spec 4): keep the new session token where the
 * remember choice says, then re-read the user. The guest-only guard takes the user on from there.
 */
export function useCompleteSignIn(): (token: string, remember?: boolean) => Promise<void> {
  const { initialise } = useSession();
  return useCallback(
    async (token: string, remember: boolean = getRememberMe()) => {
      storeToken(token, remember);
      await initialise();
    },
    [initialise],
  );
}
