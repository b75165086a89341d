import Bowser from 'bowser';
import { twoStepLimits } from '../../../src/api/contract';

/**
 * The name a new passkey gets when the user gives none: the browser and system it was made in
 * ("Chrome on macOS"), which tells a user's passkeys apart on the Security screen, or 'Passkey'
 * and the day. The authenticator's AAGUID names a model only through a metadata list we do not
 * ship, so the User-Agent it is.
 */
export function defaultPasskeyName(userAgent: string | undefined, now: Date): string {
  const { browser, os } = userAgent ? Bowser.parse(userAgent) : { browser: {}, os: {} };
  const name = browser.name && os.name ? `${browser.name} on ${os.name}` : (browser.name ?? os.name ?? `Passkey ${now.toISOString().slice(0, 10)}`);
  return name.slice(0, twoStepLimits.passkeyName);
}
