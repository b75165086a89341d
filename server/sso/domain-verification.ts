import { domainRecordName, domainRecordValue, ssoMessages } from '../../src/api/contract';
import type { Services } from '../services';
import { conflict } from '../http/errors';
import { takeDomainCheck } from '../limits/domain-checks';
import type { DomainRow } from './domain-store';

/**
 * The refusal when another account holds the domain verified, or a domain it is under: a domain
 * (with everything under it) is verified by one account at most. On the form (Add domain) it is
 * said under the field.
 */
export const belongsToAnotherAccount = (onField: boolean, held: 'same' | 'parent' = 'same') => {
  const message = held === 'same' ? ssoMessages.belongsToAnotherAccount : ssoMessages.underAnotherAccount;
  return conflict(message, onField ? { domain: message } : undefined);
};

/**
 * Looks the domain's TXT record up, after taking a check of the account's and the address's
 * allowance (429 when used up). The record proves the domain when one of its TXT values, its
 * chunks joined, is exactly the account's value; anything else is "not found yet" (409).
 */
export async function checkDomainRecord(services: Services, row: DomainRow, address: string | null): Promise<void> {
  await takeDomainCheck(services.db, row.account_id, address, services.clock.now());
  const values = await services.txtLookup(domainRecordName(row.domain));
  if (!values.includes(domainRecordValue(row.token))) throw conflict(ssoMessages.recordNotFound);
}
