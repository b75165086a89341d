import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoStepApi } from '../../api/two-step';
import { currentUserKey, currentUserQuery } from '../../session/current-user';
import { useSession } from '../../session/SessionProvider';
import { addPasskey } from './passkey-ceremony';
import { securityKeys } from './queries';

/**
 * The Security screen's changes. Each runs once and at once (`networkMode: 'always'`, no retry):
 * offline, http.ts refuses it with its message and nothing is queued (DESIGN "Offline").
 */
const once = { networkMode: 'always', retry: 0 } as const;

/**
 * After a change: the screen's settings, and GET auth, whose accounts say whether each one still
 * needs two-step verification of this user. The session reads GET auth with its query turned off
 * (it fetches at start-up only), so marking it stale is not enough: it is fetched here. A failed
 * re-read keeps the accounts as they were; the next start-up reads them again.
 */
function useRefreshSecurity() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? 0;
  return () => {
    void queryClient.invalidateQueries({ queryKey: securityKeys.settings(userId) });
    void queryClient
      .invalidateQueries({ queryKey: currentUserKey(userId), refetchType: 'none' })
      .then(() => queryClient.fetchQuery(currentUserQuery(userId)))
      .catch(() => undefined);
  };
}

/** POST auth/totp/setup, with the password: a new secret for the setup dialog; it restarts a setup left unfinished. */
export function useStartTotpSetup() {
  return useMutation({ ...once, mutationFn: twoStepApi.startTotpSetup });
}

/** POST auth/totp/enable: the first code from the app turns it on. */
export function useEnableTotp() {
  const refresh = useRefreshSecurity();
  return useMutation({ ...once, mutationFn: twoStepApi.enableTotp, onSuccess: refresh });
}

/** POST auth/totp/disable, with the password again. */
export function useDisableTotp() {
  const refresh = useRefreshSecurity();
  return useMutation({ ...once, mutationFn: twoStepApi.disableTotp, onSuccess: refresh });
}

/** POST auth/recovery-codes, with the password again: ten new codes replace every old one. */
export function useNewRecoveryCodes() {
  const refresh = useRefreshSecurity();
  return useMutation({ ...once, mutationFn: twoStepApi.newRecoveryCodes, onSuccess: refresh });
}

/** The whole 'Add a passkey' ceremony (passkey-ceremony.ts), with the password. */
export function useAddPasskey() {
  const refresh = useRefreshSecurity();
  return useMutation({ ...once, mutationFn: addPasskey, onSuccess: refresh });
}

/** PUT auth/passkeys/:id. */
export function useRenamePasskey() {
  const refresh = useRefreshSecurity();
  return useMutation({
    ...once,
    mutationFn: ({ id, name }: { id: number; name: string }) => twoStepApi.renamePasskey(id, name),
    // A refusal too: 'This passkey no longer exists.' is news the list should show.
    onSettled: refresh,
  });
}

/** POST auth/passkeys/:id/remove, with the password again. */
export function useRemovePasskey() {
  const refresh = useRefreshSecurity();
  return useMutation({
    ...once,
    mutationFn: ({ id, password }: { id: number; password: string }) => twoStepApi.removePasskey(id, password),
    onSettled: refresh,
  });
}
