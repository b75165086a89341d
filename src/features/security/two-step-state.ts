import type { SecurityResponse, UserAccount } from '../../api/contract';

/** A passkey or the authenticator app: what signs in as a second step, and what brings recovery codes. */
export const hasSecondFactor = (security: SecurityResponse): boolean => security.totp || security.passkeys.length > 0;

/**
 * Whether to say at the top that the chosen account requires two-step verification. The account
 * says so (GET auth's `needs_two_step`) until the session re-reads it; a second factor the screen
 * already lists ends the message at once rather than after that re-read.
 */
export function mustSetUpTwoStep(account: UserAccount | null, security: SecurityResponse | undefined): boolean {
  if (!account?.needs_two_step) return false;
  return !(security && hasSecondFactor(security));
}
