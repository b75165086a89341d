import { useSyncExternalStore } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { paths, withQuery } from '../../routing/paths';
import { useSession } from '../../session/SessionProvider';
import { toastError } from '../../ui/toast';
import { useSecondsUntil } from '../../ui/useSecondsUntil';
import { noteVerifyMailRefused, noteVerifyMailSent, subscribeVerifyMailWait, verifyMailWait } from './verify-mail-wait';

export type ResendOptions = {
  replace?: boolean;
  onSent?: () => void;
  /** The caller shows the wait (secondsLeft), so a refusal for too many mails needs no toast. */
  showsWait?: boolean;
};

/**
 * Spec 7 GET auth/resend-verify-email: a new code and link replace the old ones (only the latest
 * counts), so the e-mail code screen follows the new token. `secondsLeft` is the wait before the
 * server allows another mail to the signed-in address (verify-mail-wait.ts); it starts at once
 * after a send.
 */
export function useResendVerifyEmail({ replace = false, onSent, showsWait = false }: ResendOptions = {}) {
  const [, navigate] = useLocation();
  const address = useSession().user?.email ?? '';
  const wait = useSyncExternalStore(subscribeVerifyMailWait, () => verifyMailWait(address));
  const secondsLeft = useSecondsUntil(wait);
  const mutation = useMutation({
    mutationFn: authApi.resendVerifyEmail,
    onSuccess: ({ token }) => {
      noteVerifyMailSent(address);
      navigate(withQuery(paths.verifyEmailOtp, { token }), { replace });
      onSent?.();
    },
    onError: (error) => {
      if (noteVerifyMailRefused(address, error) && showsWait) return;
      toastError(error);
    },
  });
  return { ...mutation, secondsLeft };
}
