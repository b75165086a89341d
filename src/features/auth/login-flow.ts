import type { LoginResponse, SecondFactorMethods } from '../../api/contract';
import { checkoutReturnPath, paths, withQuery } from '../../routing/paths';
import type { PendingCheckout } from '../../session/pending-checkout';
import { formatMethods, methodsOf } from '../../ui/second-factor/two-step-methods';

/**
 * Spec 4 "Login flow" as a pure decision, so every branch is testable without a screen:
 * 1. a checkout started before sign-in resumes once the user is signed in;
 * 2. a user with a second factor answers it (which also proves the device);
 * 3. an unknown device verifies its identity; 4. an unverified e-mail verifies the e-mail;
 * 5. otherwise the user is signed in and the guest-only guard takes them on.
 */
export type LoginStep =
  | { kind: 'checkout'; path: string; token: string }
  | { kind: 'verify-2fa'; path: string; resumePath: string | null }
  | { kind: 'verify-identity'; path: string; resumePath: string | null }
  | { kind: 'verify-email'; path: string; token: string | null; resumePath: string | null }
  | { kind: 'signed-in'; token: string }
  | { kind: 'unexpected' };

/** The second step's page; the methods travel in the address with the token, so a reload needs nothing else. */
export const secondStepPath = (otpToken: string, twoStep: SecondFactorMethods | null): string =>
  withQuery(paths.verifyTwoStep, { token: otpToken, methods: formatMethods(methodsOf(twoStep)) });

export function checkoutResumePath(pending: PendingCheckout): string {
  return withQuery(checkoutReturnPath(pending.provider), { state: 'succeeded' });
}

export function nextLoginStep(response: LoginResponse, pending: PendingCheckout | null): LoginStep {
  const resumePath = pending ? checkoutResumePath(pending) : null;
  if (resumePath && response.login && response.token) {
    return { kind: 'checkout', path: resumePath, token: response.token };
  }
  if (response.verify_2fa && response.otpToken) {
    return { kind: 'verify-2fa', path: secondStepPath(response.otpToken, response.two_step), resumePath };
  }
  if (response.verify_identity && response.otpToken) {
    return { kind: 'verify-identity', path: withQuery(paths.verifyIdentityOtp, { token: response.otpToken }), resumePath };
  }
  if (response.verify_email) {
    const path = response.otpToken ? withQuery(paths.verifyEmailOtp, { token: response.otpToken }) : paths.verifyEmailMessage;
    return { kind: 'verify-email', path, token: response.token, resumePath };
  }
  if (response.login && response.token) return { kind: 'signed-in', token: response.token };
  return { kind: 'unexpected' };
}
