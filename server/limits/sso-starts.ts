import type { Db } from '../db/db';
import { addressKey } from './address-key';
import { takeHits, type Counter } from './hits';
import { refuseIfWaiting } from './refusal';
import { rules } from './rules';

const counters = (domain: string, address: string | null): Counter[] => [
  { rule: rules.ssoStartCallsPerAddress, key: addressKey(address) },
  { rule: rules.ssoStartCallsPerDomain, key: domain },
];

/**
 * Takes one provider call of a single sign-on start from the client address's and the e-mail
 * domain's allowance, in a transaction of its own that ends before the provider is called. A full
 * allowance is the 429 with Retry-After, before any call.
 */
export async function takeSsoStartCall(db: Db, domain: string, address: string | null, now: Date): Promise<void> {
  refuseIfWaiting(await db.transaction((tx) => takeHits(tx, counters(domain, address), now)));
}
