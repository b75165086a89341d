import { Button, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { paths, withQuery } from '../../routing/paths';
import {
  AUTH_BACK_TO_LOGIN, AUTH_MISSING_TOKEN, VERIFY_EMAIL_OTP_SUBMIT, VERIFY_EMAIL_OTP_TEXT, VERIFY_EMAIL_OTP_TITLE,
  VERIFY_EMAIL_RESEND, VERIFY_EMAIL_RESENT,
} from '../../i18n/auth';
import { useSession } from '../../session/SessionProvider';
import { toastError, toastSuccess } from '../../ui/toast';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { CodeForm } from './CodeForm';
import { useCompleteSignIn, useQueryParam } from './hooks';

/** Spec 2 "Verify-email OTP" (/auth/verify-email-otp?token=). */
export function VerifyEmailOtpPage() {
  const { isAuthenticated } = useSession();
  const [, navigate] = useLocation();
  const token = useQueryParam('token');
  const completeSignIn = useCompleteSignIn();

  // A new code replaces the old one (only the latest counts), so the page follows the new token.
  const resend = useMutation({
    mutationFn: authApi.resendVerifyEmail,
    onSuccess: (result) => {
      navigate(withQuery(paths.verifyEmailOtp, { token: result.token }), { replace: true });
      toastSuccess(VERIFY_EMAIL_RESENT);
    },
    onError: toastError,
  });

  const onSubmit = async (otp: number) => {
    if (!token) return;
    const result = await authApi.verifyEmailOtp({ otp, token });
    await completeSignIn(result.token);
  };

  // Resending needs a session; without one the way forward is signing in again.
  const footer = isAuthenticated ? (
    <Button variant="plain" colorPalette="blue" size="sm" loading={resend.isPending} loadingText={VERIFY_EMAIL_RESEND} onClick={() => resend.mutate()}>
      {VERIFY_EMAIL_RESEND}
    </Button>
  ) : (
    <AuthLink href={paths.login}>{AUTH_BACK_TO_LOGIN}</AuthLink>
  );

  return (
    <AuthCard title={VERIFY_EMAIL_OTP_TITLE} footer={footer}>
      {token ? (
        <Stack gap="4">
          <Text color="fg.muted">{VERIFY_EMAIL_OTP_TEXT}</Text>
          {/* Keyed by token: a resent code starts a fresh form. */}
          <CodeForm key={token} submitLabel={VERIFY_EMAIL_OTP_SUBMIT} onSubmit={onSubmit} />
        </Stack>
      ) : (
        <Text role="alert" color="fg.error">
          {AUTH_MISSING_TOKEN}
        </Text>
      )}
    </AuthCard>
  );
}
