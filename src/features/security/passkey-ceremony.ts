import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { is } from 'superstruct';
import { ApiError, PasskeyRegistrationJSON, twoStepMessages, type PasskeyAddedResponse } from '../../api/contract';
import { twoStepApi } from '../../api/two-step';
import { passkeyTexts } from '../../i18n/security';

/**
 * 'Add a passkey': the server's registration options (given the password), the browser's WebAuthn
 * prompt, and the server's check of what the authenticator made. The WebAuthn library loads here,
 * while the options are on their way, rather than with the screen: most visits add no passkey.
 */
export async function addPasskey(password: string): Promise<PasskeyAddedResponse> {
  const [{ options }, { startRegistration }] = await Promise.all([
    twoStepApi.passkeyRegistrationOptions(password),
    import('@simplewebauthn/browser'),
  ]);
  // The options are the server's, handed over as they came (the contract checks only the challenge).
  const response = await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  // What the browser made must be what the contract names before it is sent at all.
  if (!is(response, PasskeyRegistrationJSON)) throw new Error('The browser made a passkey the contract does not describe');
  return twoStepApi.addPasskey(response);
}

/** What a failed 'Add a passkey' tells the user. */
export type PasskeyFailure = { kind: 'cancelled' } | { kind: 'failed'; message: string };

/**
 * The browser's own refusals come as DOMException names (kept by the WebAuthn library's errors):
 * NotAllowedError is the user closing the prompt or letting it time out, AbortError a newer
 * prompt taking its place; neither is a failure. InvalidStateError is an authenticator that
 * already holds one of the user's passkeys (the options list them to exclude). The server's
 * refusals carry their own message.
 */
export function passkeyFailure(error: unknown): PasskeyFailure {
  if (error instanceof ApiError) return { kind: 'failed', message: error.message };
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return { kind: 'cancelled' };
  if (name === 'InvalidStateError') return { kind: 'failed', message: twoStepMessages.passkeyAlreadyAdded };
  return { kind: 'failed', message: passkeyTexts.browserFailed };
}
