import { vi } from 'vitest';
import type { PackageInfo, SubscribedApp } from '../../src/api/contract';
import { makeAccount } from './session-fixtures';

/** Spec 3 "Package info": a package of two products. */
export const starter: PackageInfo = {
  id: 21,
  name: 'Starter Suite',
  description: 'Everything a small team needs.',
  packageProduct: {
    subProducts: [
      { id: 11, name: 'Analytics', description: 'Dashboards and reports.' },
      { id: 13, name: 'CRM', description: 'Customers and deals.' },
    ],
  },
};

/** Ada (user 1) administers Acme and Initech, and is a STANDARD member of Globex. */
export const globex = makeAccount({ id: 3, account_name: 'Globex plc', account_reference: 'GLOBEX' });
export const acme = makeAccount({ id: 4, account_name: 'Acme Ltd', account_reference: 'ACME', tenancy: 'ADMINISTRATOR' });
export const initech = makeAccount({ id: 5, account_name: 'Initech', account_reference: 'INITECH', tenancy: 'ADMINISTRATOR' });

/** GET user/all per account: Ada herself and the account's other members. */
export const membersOf: Record<number, { id: number; first_name: string; last_name: string }[]> = {
  4: [
    { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
    { id: 7, first_name: 'Jane', last_name: 'Doe' },
    { id: 8, first_name: 'Bob', last_name: 'Stone' },
  ],
  5: [
    { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
    { id: 9, first_name: 'Peter', last_name: 'Gibbons' },
  ],
};

/** Spec 3 "Subscribed app row". */
export const app = (fields: Partial<SubscribedApp> & { product_id: number; product_name: string }): SubscribedApp => ({
  name: 'Starter Suite',
  description: `${fields.product_name} for your team`,
  url: `https://${fields.product_name.toLowerCase()}.example.com`,
  referrer: fields.product_name.toLowerCase(),
  ...fields,
});

/** Replaces window.location with one whose assign() is recorded; jsdom cannot leave the page. */
export function stubLocationAssign() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}
