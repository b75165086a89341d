import { commonMessages, limits } from '../../api/contract';
import { useMemo } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { paths, withQuery } from '../../routing/paths';
import {
  AUTH_EMAIL_LABEL, REGISTER_FIRST_NAME_LABEL, REGISTER_INVITED_EMAIL_HINT, REGISTER_LAST_NAME_LABEL,
  REGISTER_LOGIN_LINK, REGISTER_PASSWORD_LABEL, REGISTER_SUBMIT, REGISTER_TITLE,
} from '../../i18n/auth';
import { useSession } from '../../session/SessionProvider';
import { readInvitationClaims } from '../../session/invitation-claims';
import { Form, PasswordField, SubmitButton, TextField } from '../../ui/form';
import { AuthCard } from './AuthCard';
import { AppLink } from '../../ui/AppLink';
import { useQueryParam } from '../../ui/useQueryParam';
import { validateRegister, type RegisterValues } from './validation';
import { noteVerifyMailSent } from './verify-mail-wait';

/**
 * Spec 2 "Register" (/auth/register). With a query `token` (an invitation) the e-mail comes from
 * the token and cannot be changed, and registration goes through the invited path.
 */
export function RegisterPage() {
  const { signIn } = useSession();
  const [, navigate] = useLocation();
  const invitationToken = useQueryParam('token');
  const lockedEmail = useMemo(() => readInvitationClaims(invitationToken).email ?? null, [invitationToken]);
  const initialValues = useMemo(() => (lockedEmail ? { email: lockedEmail } : undefined), [lockedEmail]);

  const onSubmit = async (values: RegisterValues) => {
    const body = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: (lockedEmail ?? values.email).trim(),
      password: values.password,
    };
    const { user, token, otpToken, userAccounts } = invitationToken
      ? await authApi.registerInvited(body, invitationToken)
      : await authApi.register(body);
    if (user.is_email_verified !== 1) {
      // Spec 4: an unverified user's token is used for this tab only, never stored.
      signIn({ user, token, userAccounts, persist: false });
      // Registration mailed the code: the code screen's 'Send a new code' waits out the mail limit.
      if (otpToken) noteVerifyMailSent(user.email);
      navigate(otpToken ? withQuery(paths.verifyEmailOtp, { token: otpToken }) : paths.verifyEmailMessage);
      return;
    }
    // A verified e-mail (an invitation proves it): signed in; the guest-only guard moves on.
    signIn({ user, token, userAccounts, persist: true });
  };

  return (
    <AuthCard title={REGISTER_TITLE} footer={<AppLink href={paths.login}>{REGISTER_LOGIN_LINK}</AppLink>}>
      <Form<RegisterValues> label={REGISTER_TITLE} onSubmit={onSubmit} validate={validateRegister} initialValues={initialValues}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField name="first_name" label={REGISTER_FIRST_NAME_LABEL} autoComplete="given-name" maxLength={limits.name} />
          <TextField name="last_name" label={REGISTER_LAST_NAME_LABEL} autoComplete="family-name" maxLength={limits.name} />
        </SimpleGrid>
        <TextField
          name="email"
          label={AUTH_EMAIL_LABEL}
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={limits.email}
          disabled={lockedEmail !== null}
          helperText={lockedEmail ? REGISTER_INVITED_EMAIL_HINT : undefined}
        />
        <PasswordField name="password" label={REGISTER_PASSWORD_LABEL} autoComplete="new-password" helperText={commonMessages.passwordRule} />
        <SubmitButton>{REGISTER_SUBMIT}</SubmitButton>
      </Form>
    </AuthCard>
  );
}
