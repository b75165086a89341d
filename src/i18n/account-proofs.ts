import { fieldLabels, ssoPolicyMessages } from '../api/contract';

/**
 * Texts of account selection for an account this session does not open yet: one that asks for the
 * person's own sign-in (a provider's session speaks for its own account only), and one that
 * requires single sign-on. The server's refusals themselves live in the contract.
 */
export const ownSignInTexts = {
  /** On the card, under the account's name. */
  cardHint: 'Asks for your own sign-in',
  title: "Confirm it's you",
  /** Single sign-on proved the session for its own organisation only. */
  intro: (accountName: string) =>
    `Single sign-on opens only its own organisation's account. To open ${accountName}, sign in as yourself: your password first.`,
  password: fieldLabels.password,
  continue: 'Continue',
  cancel: 'Cancel',
} as const;

export const ssoAccountTexts = {
  /** On the card: the policy's own refusal, so the card and a refused call say the same. */
  cardMessage: ssoPolicyMessages.refusal,
  signInWithSso: 'Sign in with SSO',
} as const;
