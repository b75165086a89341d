import { useCallback } from 'react';
import { authApi } from '../../api/auth';
import { VERIFY_IDENTITY_LINK_TITLE } from '../../i18n/auth';
import { LinkVerificationCard } from './LinkVerificationCard';
import { useFinishProof } from './useFinishProof';

/** Spec 2 "Verify identity by link" (/auth/verify-identity?token=). */
export function VerifyIdentityLinkPage() {
  const finishProof = useFinishProof();
  const verify = useCallback(
    async (token: string) => {
      const result = await authApi.verifyIdentity({ token });
      await finishProof(result, result.remember_me);
    },
    [finishProof],
  );
  return <LinkVerificationCard title={VERIFY_IDENTITY_LINK_TITLE} verify={verify} />;
}
