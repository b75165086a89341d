import { useCallback } from 'react';
import { authApi } from '../../api/auth';
import { VERIFY_IDENTITY_LINK_TITLE } from '../../i18n/auth';
import { LinkVerificationCard } from './LinkVerificationCard';
import { useCompleteSignIn } from '../../session/useCompleteSignIn';

/** Spec 2 "Verify identity by link" (/auth/verify-identity?token=). */
export function VerifyIdentityLinkPage() {
  const completeSignIn = useCompleteSignIn();
  const verify = useCallback(
    async (token: string) => {
      const result = await authApi.verifyIdentity({ token });
      await completeSignIn(result.token, result.remember_me);
    },
    [completeSignIn],
  );
  return <LinkVerificationCard title={VERIFY_IDENTITY_LINK_TITLE} verify={verify} />;
}
