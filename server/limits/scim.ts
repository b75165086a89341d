import type { Db } from '../db/db';
import { addressKey } from './address-key';
import { takeHits, type Counter } from './hits';
import { rules } from './rules';

const callCounter = (tokenId: number): Counter => ({ rule: rules.scimCalls, key: String(tokenId) });
const failureCounter = (address: string | null): Counter => ({ rule: rules.scimTokenFailures, key: addressKey(address) });

/** Takes one call of the token's allowance: the wait in milliseconds when it is full (nothing taken), else 0. */
export const takeScimCall = (db: Db, tokenId: number, now: Date): Promise<number> =>
  db.transaction((tx) => takeHits(tx, [callCounter(tokenId)], now));

/**
 * A wrong token from this address: counted, and the wait when the address has had too many. A
 * right token is never refused for its address: providers call from addresses many of their
 * customers share.
 */
export const takeScimFailure = (db: Db, address: string | null, now: Date): Promise<number> =>
  db.transaction((tx) => takeHits(tx, [failureCounter(address)], now));

