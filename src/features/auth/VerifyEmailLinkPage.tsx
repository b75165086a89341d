import { useCallback } from 'react';
import { authApi } from '../../api/auth';
import { VERIFY_EMAIL_LINK_TITLE } from '../../i18n/auth';
import { LinkVerificationCard } from './LinkVerificationCard';
import { useFinishProof } from './useFinishProof';

/** Spec 2 "Magic-link e-mail verification" (/auth/verify-email?token=). */
export function VerifyEmailLinkPage() {
  const finishProof = useFinishProof();
  const verify = useCallback(
    async (token: string) => {
      const result = await authApi.verifyEmail({ token });
      await finishProof(result);
    },
    [finishProof],
  );
  return <LinkVerificationCard title={VERIFY_EMAIL_LINK_TITLE} verify={verify} />;
}
