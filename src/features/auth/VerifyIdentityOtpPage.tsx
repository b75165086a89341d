import { Stack, Text } from '@chakra-ui/react';
import { authApi } from '../../api/auth';
import { paths } from '../../routing/paths';
import {
  AUTH_BACK_TO_LOGIN, AUTH_MISSING_TOKEN, VERIFY_IDENTITY_SUBMIT, VERIFY_IDENTITY_TEXT, VERIFY_IDENTITY_TITLE,
} from '../../i18n/auth';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { CodeForm } from './CodeForm';
import { MissingTokenNotice } from './MissingTokenNotice';
import { useCompleteSignIn, useQueryParam } from './hooks';

/** Spec 2 "Verify identity OTP" (/auth/verify-identity-otp?token=): a new device proves itself. */
export function VerifyIdentityOtpPage() {
  const token = useQueryParam('token');
  const completeSignIn = useCompleteSignIn();

  const onSubmit = async (otp: number) => {
    if (!token) return;
    const result = await authApi.verifyIdentityOtp({ otp, token });
    // The server says how long this session lasts: the "Keep me signed in" choice made at login.
    await completeSignIn(result.token, result.remember_me);
  };

  return (
    <AuthCard title={VERIFY_IDENTITY_TITLE} footer={<AuthLink href={paths.login}>{AUTH_BACK_TO_LOGIN}</AuthLink>}>
      {token ? (
        <Stack gap="4">
          <Text color="fg.muted">{VERIFY_IDENTITY_TEXT}</Text>
          <CodeForm submitLabel={VERIFY_IDENTITY_SUBMIT} onSubmit={onSubmit} />
        </Stack>
      ) : (
        <MissingTokenNotice message={AUTH_MISSING_TOKEN} restartHref={paths.login} restartLabel={AUTH_BACK_TO_LOGIN} />
      )}
    </AuthCard>
  );
}
