import { useCallback } from 'react';
import { useSession } from './session-context';
import { getRememberMe, storeToken } from './token-store';

/**
 * The end of every step that hands out a session token (spec 4: verification, reset, an accepted
 * invitation): keep the token where the remember choice says, then re-read the user and their
 * accounts. The guards take the user on from there.
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
