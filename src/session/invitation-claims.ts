import type { InvitationClaims } from '../api/contract';
import { decodeToken } from './token-store';

/**
 * What an invitation token says about itself (spec 3: the account's name, the invited address),
 * read without verifying it: the server verifies the token when it is used. A claim that is
 * missing, empty or not text is left out, so a malformed token never shows as 'undefined'.
 */
export function readInvitationClaims(token: string | null | undefined): Partial<InvitationClaims> {
  const claims = decodeToken<Record<string, unknown>>(token);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  return { account_name: text(claims?.account_name), email: text(claims?.email) };
}
