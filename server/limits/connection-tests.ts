import type { Db } from '../db/db';
import { addressKey } from './address-key';
import { takeHits, type Counter } from './hits';
import { refuseIfWaiting } from './refusal';
import { rules } from './rules';

const counters = (accountId: number, address: string | null): Counter[] => [
  { rule: rules.connectionTestsPerAccount, key: String(accountId) },
  { rule: rules.connectionTestsPerAddress, key: addressKey(address) },
];

/**
 * Takes one connection test of the account's and the client address's allowance, in a transaction
 * of its own that ends before the provider is called: a test holds no lock while the provider
 * answers. A full allowance is the 429 with Retry-After, before any call.
 */
export async function takeConnectionTest(db: Db, accountId: number, address: string | null, now: Date): Promise<void> {
  refuseIfWaiting(await db.transaction((tx) => takeHits(tx, counters(accountId, address), now)));
}
