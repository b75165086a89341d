import { limits } from '../../api/contract';
import { Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { paths, withQuery } from '../../routing/paths';
import {
  AUTH_BACK_TO_LOGIN, AUTH_EMAIL_LABEL, FORGOT_PASSWORD_SUBMIT, FORGOT_PASSWORD_TEXT, FORGOT_PASSWORD_TITLE,
} from '../../i18n/auth';
import { Form, SubmitButton, TextField } from '../../ui/form';
import { AuthCard } from './AuthCard';
import { AppLink } from '../../ui/AppLink';
import { validateForgotPassword, type ForgotPasswordValues } from './validation';

/** Spec 2 "Forgot password": the e-mail, then the reset-code screen with the returned token. */
export function ForgotPasswordPage() {
  const [, navigate] = useLocation();

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    const { token } = await authApi.forgotPassword({ email: email.trim() });
    navigate(withQuery(paths.verifyOtp, { token }));
  };

  return (
    <AuthCard title={FORGOT_PASSWORD_TITLE} footer={<AppLink href={paths.login}>{AUTH_BACK_TO_LOGIN}</AppLink>}>
      <Text mb="4" color="fg.muted">
        {FORGOT_PASSWORD_TEXT}
      </Text>
      <Form<ForgotPasswordValues> label={FORGOT_PASSWORD_TITLE} onSubmit={onSubmit} validate={validateForgotPassword}>
        <TextField name="email" label={AUTH_EMAIL_LABEL} type="email" autoComplete="username" inputMode="email" maxLength={limits.email} />
        <SubmitButton>{FORGOT_PASSWORD_SUBMIT}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
