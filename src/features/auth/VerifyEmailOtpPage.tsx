import { Button } from '@chakra-ui/react';
import { authApi } from '../../api/auth';
import { VERIFY_EMAIL_RESEND, VERIFY_EMAIL_RESEND_IN, VERIFY_EMAIL_RESENT } from '../../i18n/auth';
import { useSession } from '../../session/SessionProvider';
import { toastSuccess } from '../../ui/toast';
import { minutesAndSeconds } from '../../ui/useSecondsUntil';
import { codeSteps } from './code-steps';
import { OneTimeCodePage } from './OneTimeCodePage';
import { useFinishProof } from './useFinishProof';
import { useResendVerifyEmail } from './useResendVerifyEmail';

/** Spec 2 "Verify-email OTP" (/auth/verify-email-otp?token=). */
export function VerifyEmailOtpPage() {
  const { isAuthenticated } = useSession();
  const finishProof = useFinishProof();
  const resend = useResendVerifyEmail({ replace: true, showsWait: true, onSent: () => toastSuccess(VERIFY_EMAIL_RESENT) });
  // Until the server allows another mail, the button says when it will, rather than being refused.
  const waiting = resend.secondsLeft > 0;

  const onCode = async (otp: number, token: string) => {
    const result = await authApi.verifyEmailOtp({ otp, token });
    await finishProof(result);
  };

  // Resending needs a session; without one the way forward is signing in again (the default footer).
  const footer = isAuthenticated ? (
    <Button
      variant="plain"
      colorPalette="blue"
      size="sm"
      loading={resend.isPending}
      loadingText={VERIFY_EMAIL_RESEND}
      disabled={waiting}
      onClick={() => resend.mutate()}
    >
      {waiting ? VERIFY_EMAIL_RESEND_IN(minutesAndSeconds(resend.secondsLeft)) : VERIFY_EMAIL_RESEND}
    </Button>
  ) : undefined;

  return <OneTimeCodePage step={codeSteps.verifyEmail} onCode={onCode} footer={footer} />;
}
