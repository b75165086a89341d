import { Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { paths, withQuery } from '../../routing/paths';
import {
  AUTH_BACK_TO_LOGIN, AUTH_MISSING_TOKEN, RESET_CODE_SUBMIT, RESET_CODE_TEXT, RESET_CODE_TITLE,
  RESET_PASSWORD_RESTART_LINK,
} from '../../i18n/auth';
import { AuthCard } from './AuthCard';
import { AuthLink } from './AuthLink';
import { CodeForm } from './CodeForm';
import { MissingTokenNotice } from './MissingTokenNotice';
import { useQueryParam } from './hooks';

/** Spec 2 "Reset-code" (/auth/verify-otp?token=): the code from the e-mail gives a reset token. */
export function ResetCodePage() {
  const [, navigate] = useLocation();
  const token = useQueryParam('token');

  const onSubmit = async (otp: number) => {
    if (!token) return;
    const result = await authApi.verifyForgotPasswordOtp({ otp, token });
    navigate(withQuery(paths.resetPassword, { token: result.token }));
  };

  return (
    <AuthCard title={RESET_CODE_TITLE} footer={<AuthLink href={paths.login}>{AUTH_BACK_TO_LOGIN}</AuthLink>}>
      {token ? (
        <>
          <Text mb="4" color="fg.muted">
            {RESET_CODE_TEXT}
          </Text>
          <CodeForm submitLabel={RESET_CODE_SUBMIT} onSubmit={onSubmit} />
        </>
      ) : (
        <MissingTokenNotice message={AUTH_MISSING_TOKEN} restartHref={paths.forgotPassword} restartLabel={RESET_PASSWORD_RESTART_LINK} />
      )}
    </AuthCard>
  );
}
