import { authApi } from '../../api/auth';
import { codeSteps } from './code-steps';
import { OneTimeCodePage } from './OneTimeCodePage';
import { useCompleteSignIn } from '../../session/useCompleteSignIn';

/** Spec 2 "Verify identity OTP" (/auth/verify-identity-otp?token=): a new device proves itself. */
export function VerifyIdentityOtpPage() {
  const completeSignIn = useCompleteSignIn();
  const onCode = async (otp: number, token: string) => {
    const result = await authApi.verifyIdentityOtp({ otp, token });
    // The server says how long this session lasts: the "Keep me signed in" choice made at login.
    await completeSignIn(result.token, result.remember_me);
  };
  return <OneTimeCodePage step={codeSteps.verifyIdentity} onCode={onCode} />;
}
