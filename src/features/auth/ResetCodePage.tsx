import { useLocation } from 'wouter';
import { authApi } from '../../api/auth';
import { paths, withQuery } from '../../routing/paths';
import { codeSteps } from './code-steps';
import { OneTimeCodePage } from './OneTimeCodePage';

/** Spec 2 "Reset-code" (/auth/verify-otp?token=): the code from the e-mail gives a reset token. */
export function ResetCodePage() {
  const [, navigate] = useLocation();
  const onCode = async (otp: number, token: string) => {
    const result = await authApi.verifyForgotPasswordOtp({ otp, token });
    navigate(withQuery(paths.resetPassword, { token: result.token }));
  };
  return <OneTimeCodePage step={codeSteps.resetPassword} onCode={onCode} />;
}
