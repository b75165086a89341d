import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, twoStepMessages, type TwoStepSignInResponse } from '../../api/contract';
import { twoStepApi } from '../../api/two-step';
import { AUTH_BACK_TO_LOGIN } from '../../i18n/auth';
import { twoStepSignInTexts as texts } from '../../i18n/two-step';
import { paths, withQuery } from '../../routing/paths';
import { useCompleteSignIn } from '../../session/useCompleteSignIn';
import { AppLink } from '../../ui/AppLink';
import { useQueryParam } from '../../ui/useQueryParam';
import { AuthCard } from './AuthCard';
import { MissingTokenNotice } from './MissingTokenNotice';
import { SecondFactorStep } from '../../ui/second-factor/SecondFactorStep';
import { formatMethods, parseMethods, twoStepView, type SecondFactorMethod, type TwoStepView } from '../../ui/second-factor/two-step-methods';

/** The server no longer knows the sign-in (used, expired, or voided by a newer one). */
const isExpired = (error: unknown) => error instanceof ApiError && error.message === twoStepMessages.signInExpired;

/**
 * /auth/verify-2fa?token=&methods=totp,passkey[&use=recovery]: the second step of a sign-in. The
 * login answer's token and the user's methods are in the address, and so is the form chosen, so
 * a reload shows the same step. Passing it signs the user in; the guest-only guard moves them on.
 */
export function VerifyTwoStepPage() {
  const token = useQueryParam('token');
  const methods = parseMethods(useQueryParam('methods'));
  const view = twoStepView(methods, useQueryParam('use'));
  const [expired, setExpired] = useState(false);

  if (!token || expired) {
    return (
      <AuthCard title={texts.title}>
        <MissingTokenNotice message={twoStepMessages.signInExpired} restartHref={paths.login} restartLabel={AUTH_BACK_TO_LOGIN} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={texts.title} footer={<AppLink href={paths.login}>{AUTH_BACK_TO_LOGIN}</AppLink>}>
      <SecondStep token={token} methods={methods} view={view} onExpired={() => setExpired(true)} />
    </AuthCard>
  );
}

type SecondStepProps = { token: string; methods: SecondFactorMethod[]; view: TwoStepView; onExpired: () => void };

function SecondStep({ token, methods, view, onExpired }: SecondStepProps) {
  const completeSignIn = useCompleteSignIn();
  const [, navigate] = useLocation();

  /** Every way through ends here: the session, kept as long as the login's 'Keep me signed in' said. */
  const finish = async (answer: Promise<TwoStepSignInResponse>) => {
    let result: TwoStepSignInResponse;
    try {
      result = await answer;
    } catch (error) {
      if (!isExpired(error)) throw error;
      onExpired();
      return;
    }
    await completeSignIn(result.token, result.remember_me);
  };

  // Replaces the address rather than adding to the history: the back button still leaves the step.
  const show = (use: string | null) =>
    navigate(withQuery(paths.verifyTwoStep, { token, methods: formatMethods(methods), ...(use ? { use } : {}) }), { replace: true });

  return <SecondFactorStep calls={twoStepApi} token={token} methods={methods} view={view} onShow={show} finish={finish} />;
}
