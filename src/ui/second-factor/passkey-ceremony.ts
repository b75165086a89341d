import type { PasskeyAuthenticationJSON, PasskeyOptionsResponse } from '../../api/contract';

/**
 * The browser's side of a passkey sign-in. @simplewebauthn/browser is imported on first use: the
 * login page has a strict byte budget, and most sign-ins never need it.
 */

/** Whether this browser can use passkeys at all; without WebAuthn the choice is not offered. */
export const browserHasPasskeys = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Asks the browser for an assertion over the server's options, as the contract sends it back. */
export async function authenticateWithPasskey(options: PasskeyOptionsResponse['options']): Promise<PasskeyAuthenticationJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options });
  // A plain copy of the extension results: the contract takes them as any record of values.
  return { ...response, clientExtensionResults: { ...response.clientExtensionResults } };
}

/**
 * The user closed the browser's passkey prompt, or let it time out (NotAllowedError), or a newer
 * ceremony replaced this one (AbortError): nothing went wrong that needs telling.
 */
export function isPasskeyCancel(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
