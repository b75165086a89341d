import { commonMessages } from '../../api/contract';
import { authApi } from '../../api/auth';
import { paths } from '../../routing/paths';
import {
  AUTH_BACK_TO_LOGIN, RESET_PASSWORD_CONFIRM_LABEL, RESET_PASSWORD_MISSING_TOKEN, RESET_PASSWORD_NEW_LABEL,
  RESET_PASSWORD_RESTART_LINK, RESET_PASSWORD_SUBMIT, RESET_PASSWORD_TITLE,
} from '../../i18n/auth';
import { getRememberMe } from '../../session/token-store';
import { Form, PasswordField, SubmitButton } from '../../ui/form';
import { AuthCard } from './AuthCard';
import { AppLink } from '../../ui/AppLink';
import { MissingTokenNotice } from './MissingTokenNotice';
import { useFinishProof } from './useFinishProof';
import { useQueryParam } from '../../ui/useQueryParam';
import { validateResetPassword, type ResetPasswordValues } from './validation';

/** Spec 2 "Reset password" (/auth/reset-password?token=): a new password, then signed in or on to the second step. */
export function ResetPasswordPage() {
  const token = useQueryParam('token');
  const finishProof = useFinishProof();

  const onSubmit = async ({ password, confirm_password }: ResetPasswordValues) => {
    if (!token) return;
    const remember = getRememberMe();
    const result = await authApi.resetPassword({
      token,
      password,
      confirm_password,
      remember_me: remember,
    });
    // A user with a second factor answers it next: a mailbox alone signs nobody in.
    await finishProof(result, remember);
  };

  return (
    <AuthCard title={RESET_PASSWORD_TITLE} footer={<AppLink href={paths.login}>{AUTH_BACK_TO_LOGIN}</AppLink>}>
      {token ? (
        <Form<ResetPasswordValues> label={RESET_PASSWORD_TITLE} onSubmit={onSubmit} validate={validateResetPassword}>
          <PasswordField name="password" label={RESET_PASSWORD_NEW_LABEL} autoComplete="new-password" helperText={commonMessages.passwordRule} />
          <PasswordField name="confirm_password" label={RESET_PASSWORD_CONFIRM_LABEL} autoComplete="new-password" />
          <SubmitButton>{RESET_PASSWORD_SUBMIT}</SubmitButton>
        </Form>
      ) : (
        <MissingTokenNotice
          message={RESET_PASSWORD_MISSING_TOKEN}
          restartHref={paths.forgotPassword}
          restartLabel={RESET_PASSWORD_RESTART_LINK}
        />
      )}
    </AuthCard>
  );
}
