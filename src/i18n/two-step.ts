import { twoStepLabels } from '../api/contract';

/**
 * Texts of the sign-in's second step (/auth/verify-2fa), the login page's passkey button and the
 * Account screen's two-step policy. Messages the server also answers with live in the contract
 * (twoStepMessages); the Security screen's texts are in security.ts.
 */

export const twoStepSignInTexts = {
  title: 'Two-step verification',
  codeText: 'Enter the 6-digit code your authenticator app shows for this portal.',
  recoveryText: 'Enter one of the recovery codes you saved when you turned on two-step verification. Each code works once.',
  passkeyText: 'Confirm the sign-in with your passkey.',
  codeLabel: twoStepLabels.totp,
  recoveryCodeLabel: twoStepLabels.recoveryCode,
  verify: 'Verify',
  usePasskey: 'Use a passkey',
  useRecoveryCode: 'Use a recovery code',
  useCode: 'Use the code from the app',
} as const;

export const passkeySignInTexts = {
  button: 'Sign in with a passkey',
} as const;

export const twoStepPolicyTexts = {
  heading: 'Two-step verification',
  label: twoStepLabels.requireTwoStep,
  help: 'Members without a passkey or an authenticator app are asked to set one up before they can use this account.',
} as const;
