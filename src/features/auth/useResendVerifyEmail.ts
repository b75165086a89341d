import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { paths, withQuery } from '../../routing/paths';
import { toastError } from '../../ui/toast';

/**
 * Spec 7 GET auth/resend-verify-email: a new code and link replace the old ones (only the latest
 * counts), so the e-mail code screen follows the new token.
 */
export function useResendVerifyEmail({ replace = false, onSent }: { replace?: boolean; onSent?: () => void } = {}) {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: authApi.resendVerifyEmail,
    onSuccess: ({ token }) => {
      navigate(withQuery(paths.verifyEmailOtp, { token }), { replace });
      onSent?.();
    },
    onError: toastError,
  });
}
