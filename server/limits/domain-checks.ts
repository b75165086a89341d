import type { Db } from '../db/db';
import { addressKey } from './address-key';
import { takeHits, type Counter } from './hits';
import { refuseIfWaiting } from './refusal';
import { rules } from './rules';

const counters = (accountId: number, address: string | null): Counter[] => [
  { rule: rules.domainChecksPerAccount, key: String(accountId) },
  { rule: rules.domainChecksPerAddress, key: addressKey(address) },
];

/**
 * Takes one domain check of the account's and the client address's allowance, in a transaction of
 * its own that ends before the lookup: a check holds no lock while DNS answers. A full allowance
 * is the 429 with Retry-After, before any lookup.
 */
export async function takeDomainCheck(db: Db, accountId: number, address: string | null, now: Date): Promise<void> {
  refuseIfWaiting(await db.transaction((tx) => takeHits(tx, counters(accountId, address), now)));
}
