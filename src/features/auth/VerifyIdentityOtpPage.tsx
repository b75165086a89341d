import { authApi } from '../../api/auth';
import { codeSteps } from './code-steps';
import { OneTimeCodePage } from './OneTimeCodePage';
import { useFinishProof } from './useFinishProof';

/** Spec 2 "Verify identity OTP" (/auth/verify-identity-otp?token=): a new device proves itself. */
export function VerifyIdentityOtpPage() {
  const finishProof = useFinishProof();
  const onCode = async (otp: number, token: string) => {
    const result = await authApi.verifyIdentityOtp({ otp, token });
    // The server says how long this session lasts: the "Keep me signed in" choice made at login.
    await finishProof(result, result.remember_me);
  };
  return <OneTimeCodePage step={codeSteps.verifyIdentity} onCode={onCode} />;
}
