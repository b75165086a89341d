import type { Context } from 'hono';
import { twoStepMessages } from '../../../src/api/contract';
import type { Services } from '../../services';
import { badRequest, type HttpError } from '../../http/errors';
import { clientAddress } from '../../http/client-address';
import { addressKey } from '../../limits/address-key';
import { retryAfterMs, takeHits, type Counter } from '../../limits/hits';
import { TooManyAttemptsError } from '../../limits/refusal';
import { rules } from '../../limits/rules';
import { sha256 } from '../random';

/*
 * Passkeys that fail to verify at sign-in count as failed sign-ins of the client address
 * (rules.signInAddress), the cap that stops one address trying credential after credential. No
 * guess at a passkey can succeed, but a flood of made-up assertions is the same abuse as a flood of
 * passwords. As at the password sign-in (limits/sign-in.ts), a browser the passkey's owner trusts
 * is exempt from the cap, so a company behind one gateway is not locked out by others' failures.
 */

const addressCounter = (services: Services, c: Context): Counter => ({
  rule: rules.signInAddress,
  key: addressKey(clientAddress(c, services.config.trustProxy)),
});

async function trusts(services: Services, userId: number, deviceId: string): Promise<boolean> {
  const [row] = await services.db.query<{ trusted: boolean }>(
    'select exists (select 1 from trusted_devices where user_id = $1 and device_hash = $2) as trusted',
    [userId, sha256(deviceId)],
  );
  return row?.trusted ?? false;
}

/**
 * Before a passkey is checked: the 429 when the address is over its cap, unless `owner` (the user
 * the attempt is for, when known) trusts this browser.
 */
export async function refusePasskeyAttempt(
  services: Services,
  c: Context,
  owner: { userId: number; deviceId: string } | null,
): Promise<void> {
  const wait = await retryAfterMs(services.db, addressCounter(services, c), services.clock.now());
  if (wait <= 0) return;
  if (owner && (await trusts(services, owner.userId, owner.deviceId))) return;
  throw new TooManyAttemptsError(wait);
}

/**
 * A passkey that did not verify, counted against the address; the 400 to answer. A cap already
 * full takes no more hits: the next attempt from there is refused before its check.
 */
export async function passkeyFailure(services: Services, c: Context): Promise<HttpError> {
  const counter = addressCounter(services, c);
  await services.db.transaction((tx) => takeHits(tx, [counter], services.clock.now()));
  return passkeyFailed();
}

export const passkeyFailed = () => badRequest(twoStepMessages.passkeyFailed);
