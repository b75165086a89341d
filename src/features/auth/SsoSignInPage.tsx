import { useEffect, useState } from 'react';
import { useForm } from 'react-final-form';
import { HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { limits, ssoSignInLabels, ssoSignInMessages } from '../../api/contract';
import { ssoSignInApi } from '../../api/sso-sign-in';
import { LOGIN_REMEMBER_ME } from '../../i18n/auth';
import { paths } from '../../routing/paths';
import { AlertMessage } from '../../ui/AlertMessage';
import { CheckboxField, Form, SubmitButton, TextField } from '../../ui/form';
import { TextLink } from '../../ui/TextLink';
import { useQueryParam } from '../../ui/useQueryParam';
import { AuthCard } from './AuthCard';
import { goToProvider } from './go-to-provider';
import { useSsoFinish } from './useSsoFinish';
import { validateSsoStart, type SsoStartValues } from './validation';

// As on the login page: staying signed in is the default. A module constant, so the form never re-initialises.
const INITIAL_VALUES: Partial<SsoStartValues> = { remember_me: true };

/**
 * /auth/sso: 'Sign in with SSO'. The address goes to the server (POST auth/sso/start), which
 * names the organisation's provider; the browser goes there, and comes back here with a token to
 * trade for the session, or with the reason it failed (useSsoFinish).
 */
export function SsoSignInPage() {
  const finish = useSsoFinish();
  return (
    <AuthCard title={ssoSignInLabels.title} footer={<TextLink href={paths.login}>{ssoSignInLabels.backToLogin}</TextLink>}>
      {finish.status === 'finishing' ? (
        <HStack gap="3" role="status" aria-live="polite">
          <Spinner size="sm" color="blue.solid" aria-hidden="true" />
          <Text>{ssoSignInMessages.finishing}</Text>
        </HStack>
      ) : (
        <SsoStartForm failure={finish.status === 'failed' ? finish.message : null} />
      )}
    </AuthCard>
  );
}

function SsoStartForm({ failure }: { failure: string | null }) {
  const [redirecting, setRedirecting] = useState(false);
  const prefill = useQueryParam('email');

  const onSubmit = async ({ email, remember_me }: SsoStartValues) => {
    const { redirect_url } = await ssoSignInApi.start({ email: email.trim(), remember_me: remember_me !== false });
    setRedirecting(true);
    await goToProvider(redirect_url);
    setRedirecting(false);
  };

  return (
    <Stack gap="4">
      {failure ? <AlertMessage status="error" message={failure} /> : null}
      <Text color="fg.muted">{ssoSignInMessages.intro}</Text>
      <Form<SsoStartValues> label={ssoSignInLabels.title} onSubmit={onSubmit} validate={validateSsoStart} initialValues={INITIAL_VALUES}>
        {prefill ? <PrefillEmail email={prefill} /> : null}
        <TextField name="email" label={ssoSignInLabels.email} type="email" autoComplete="email" inputMode="email" maxLength={limits.email} />
        <CheckboxField name="remember_me" label={LOGIN_REMEMBER_ME} />
        <SubmitButton>{ssoSignInLabels.continue}</SubmitButton>
        {redirecting ? <AlertMessage status="info" message={ssoSignInMessages.redirecting} /> : null}
      </Form>
    </Stack>
  );
}

/**
 * `?email=` fills in the address (an account that opens through its provider only sends the person
 * here), once the page is running: the page is prerendered without it, so hydration matches, and
 * an address typed meanwhile is kept.
 */
function PrefillEmail({ email }: { email: string }) {
  const form = useForm<SsoStartValues>();
  useEffect(() => {
    if (!form.getFieldState('email')?.value) form.change('email', email);
  }, [form, email]);
  return null;
}
