import { useCallback } from 'react';
import { authApi } from '../../api/auth';
import { VERIFY_EMAIL_LINK_TITLE } from '../../i18n/auth';
import { LinkVerificationCard } from './LinkVerificationCard';
import { useCompleteSignIn } from '../../session/useCompleteSignIn';

/** Spec 2 "Magic-link e-mail verification" (/auth/verify-email?token=). */
export function VerifyEmailLinkPage() {
  const completeSignIn = useCompleteSignIn();
  const verify = useCallback(
    async (token: string) => {
      const result = await authApi.verifyEmail({ token });
      await completeSignIn(result.token);
    },
    [completeSignIn],
  );
  return <LinkVerificationCard title={VERIFY_EMAIL_LINK_TITLE} verify={verify} />;
}
