import { errorMessage, limits, ssoSignInLabels } from '../../api/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { Stack } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { twoStepApi } from '../../api/two-step';
import { paths } from '../../routing/paths';
import {
  AUTH_EMAIL_LABEL, AUTH_PASSWORD_LABEL, AUTH_UNEXPECTED_LOGIN, LOGIN_FORGOT_PASSWORD_LINK, LOGIN_REGISTER_LINK,
  LOGIN_REMEMBER_ME, LOGIN_SUBMIT, LOGIN_TITLE,
} from '../../i18n/auth';
import { saveReturnPath } from '../../session/return-path';
import { useSession } from '../../session/SessionProvider';
import { saveReferrer } from '../../session/referrer';
import { setRememberMe } from '../../session/token-store';
import { useCompleteSignIn } from '../../session/useCompleteSignIn';
import { CheckboxField, Form, PasswordField, SubmitButton, TextField } from '../../ui/form';
import { AuthCard } from './AuthCard';
import { AlertMessage } from '../../ui/AlertMessage';
import { TextLink } from '../../ui/TextLink';
import { useQueryParam } from '../../ui/useQueryParam';
import { useLaunchLinkFailure } from './launch-link';
import { checkoutResumePath, nextLoginStep } from './login-flow';
import { authenticateWithPasskey, browserHasPasskeys } from '../../ui/second-factor/passkey-ceremony';
import { PasskeySignInButton } from './PasskeySignInButton';
import { usePasskeyStep } from '../../ui/second-factor/usePasskeyStep';
import { readPendingCheckout } from '../../session/pending-checkout';
import { validateLogin, type LoginValues } from './validation';
import { noteVerifyMailSent } from './verify-mail-wait';

// Whether the browser has passkeys never changes while the page is open.
const unchanging = () => () => {};
// The prerendered page (scripts/prerender) has no browser to ask. Browsers have passkeys nearly
// everywhere, so it shows the button, and the rare one without takes it away once it has answered.
const mostBrowsersHavePasskeys = () => true;

// Spec 9: "Remember me defaults to true". A module constant, so the form never re-initialises.
const INITIAL_VALUES: Partial<LoginValues> = { remember_me: true };

/** A discoverable passkey signs the user in by itself: no e-mail, no password, no second step. */
async function passkeySignIn(remember: boolean) {
  const { options } = await twoStepApi.passkeySignInOptions();
  const response = await authenticateWithPasskey(options);
  return twoStepApi.passkeySignIn({ response, remember_me: remember });
}

/**
 * Spec 2 "Login" (/auth/login). A lone `referrer` from a launcher is kept for after sign-in. A
 * link with `token` and `referrer` is exchanged by the LaunchLinkGate around this route; when that
 * fails, its reason shows above the form and the referrer is kept the same way.
 */
export function LoginPage() {
  const { signIn, error: sessionError } = useSession();
  const [, navigate] = useLocation();
  const referrer = useQueryParam('referrer');
  const launchFailure = useLaunchLinkFailure();
  const completeSignIn = useCompleteSignIn();
  const passkey = usePasskeyStep();
  const passkeyFailure = passkey.error ? errorMessage(passkey.error) : null;
  const passkeysHere = useSyncExternalStore(unchanging, browserHasPasskeys, mostBrowsersHavePasskeys);

  useEffect(() => {
    if (referrer) saveReferrer(referrer);
  }, [referrer]);

  const onSubmit = async ({ email, password, remember_me }: LoginValues) => {
    const remember = remember_me !== false;
    const response = await authApi.login({
      email: email.trim(),
      password,
      remember_me: remember,
    });
    const { user, userAccounts } = response;
    const step = nextLoginStep(response, readPendingCheckout());
    switch (step.kind) {
      case 'checkout':
        // The guest-only guard takes the signed-in user to the saved path. Navigating here as
        // well would race it: the new location can render before the new session state does.
        saveReturnPath(step.path);
        signIn({ user, token: step.token, userAccounts, persist: true, remember });
        return;
      case 'verify-2fa':
        // The second step stores the session token later; it must know where to keep it.
        setRememberMe(remember);
        if (step.resumePath) saveReturnPath(step.resumePath);
        navigate(step.path);
        return;
      case 'verify-identity':
        // The identity step stores the session token later; it must know where to keep it.
        setRememberMe(remember);
        if (step.resumePath) saveReturnPath(step.resumePath);
        navigate(step.path);
        return;
      case 'verify-email':
        setRememberMe(remember);
        if (step.resumePath) saveReturnPath(step.resumePath);
        // As after registration: the e-mail code check is an authenticated call, so the session
        // token (when the server sends one) is applied for this tab without being stored.
        if (step.token) signIn({ user, token: step.token, userAccounts, persist: false });
        // The sign-in mailed a code: the code screen's 'Send a new code' waits out the mail limit.
        if (response.otpToken) noteVerifyMailSent(user.email);
        navigate(step.path);
        return;
      case 'signed-in':
        // No navigation: the guest-only guard sends a verified user to the saved path or '/'.
        signIn({ user, token: step.token, userAccounts, persist: true, remember });
        return;
      case 'unexpected':
        throw new Error(AUTH_UNEXPECTED_LOGIN);
    }
  };

  const onPasskey = (remember: boolean) =>
    void passkey.start(async () => {
      const result = await passkeySignIn(remember);
      // As with a password: a checkout started before sign-in resumes through the guest-only guard.
      const pending = readPendingCheckout();
      if (pending) saveReturnPath(checkoutResumePath(pending));
      await completeSignIn(result.token, result.remember_me);
    });

  return (
    <AuthCard
      title={LOGIN_TITLE}
      footer={
        <>
          <TextLink href={paths.ssoSignIn}>{ssoSignInLabels.link}</TextLink>
          <TextLink href={paths.forgotPassword}>{LOGIN_FORGOT_PASSWORD_LINK}</TextLink>
          <TextLink href={paths.register}>{LOGIN_REGISTER_LINK}</TextLink>
        </>
      }
    >
      {/* Spec 4: a failed start-up leaves the user signed out, with the reason shown here. */}
      {sessionError || launchFailure || passkeyFailure ? (
        <Stack gap="4" mb="4">
          {sessionError ? <AlertMessage status="warning" message={sessionError} /> : null}
          {launchFailure ? <AlertMessage status="error" message={launchFailure} /> : null}
          {passkeyFailure ? <AlertMessage status="error" message={passkeyFailure} /> : null}
        </Stack>
      ) : null}
      <Form<LoginValues> label={LOGIN_TITLE} onSubmit={onSubmit} validate={validateLogin} initialValues={INITIAL_VALUES}>
        <TextField name="email" label={AUTH_EMAIL_LABEL} type="email" autoComplete="username" inputMode="email" maxLength={limits.email} />
        <PasswordField name="password" label={AUTH_PASSWORD_LABEL} autoComplete="current-password" />
        <CheckboxField name="remember_me" label={LOGIN_REMEMBER_ME} />
        <SubmitButton>{LOGIN_SUBMIT}</SubmitButton>
        {passkeysHere ? <PasskeySignInButton onSignIn={onPasskey} busy={passkey.busy} /> : null}
      </Form>
    </AuthCard>
  );
}
