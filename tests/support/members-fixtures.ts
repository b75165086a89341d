import type { MemberRow, Product, UserAccount } from '../../src/api/contract';
import type { ApiCall } from './render';
import { makeAccount, seedSession, type Answer } from './session-fixtures';

// jsdom has no CSS.escape; the dialog's focus trap (zag-js) calls it when the dialog's content changes.
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  Object.assign(globalThis, { CSS: { ...(globalThis.CSS ?? {}), escape } });
}

/** An account the signed-in user (Ada, id 1) administers. */
export const acme: UserAccount = makeAccount({ id: 4, account_name: 'Acme Ltd', account_reference: 'ACME', tenancy: 'ADMINISTRATOR' });

export const products: Product[] = [
  { id: 11, name: 'Analytics', referrer: 'analytics', url: 'https://analytics.example.com' },
  { id: 12, name: 'Billing', referrer: 'billing', url: 'https://billing.example.com' },
  { id: 13, name: 'CRM', referrer: 'crm', url: 'https://crm.example.com' },
];

/** A row of the members table: an accepted Standard member allowed Analytics only, unless told otherwise. */
export function member(fields: Partial<MemberRow> & { email: string }): MemberRow {
  return {
    user_id: null, first_name: 'Jane', last_name: 'Doe', tenancy: 'STANDARD', is_primary_contact: 0, status: 2, expired: false,
    invited_at: '2026-11-01T10:00:00.000Z', suspended: false,
    packages: products.map((product) => ({ id: product.id, product_name: product.name, name: 'Pro', isAllowed: product.id === 11, granted_by: [] })),
    ...fields,
  };
}

export const LIST_PATH = 'invitation/get-user-account-invitations';

/** Signed in with `account` chosen; the list and products answered from `rows()` and `products`, the rest by `answer`. */
export function membersServer(rows: () => MemberRow[], answer: Answer = () => [200, { message: 'ok' }], account = acme): ApiCall[] {
  return seedSession({
    accounts: [account],
    selected: account.id,
    answer: (call) => {
      if (call.path === LIST_PATH) return [200, rows()];
      if (call.path === 'product') return [200, products];
      return answer(call);
    },
  });
}

/** The member calls made (anything under invitation/ or product). */
export const memberCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('invitation/') || call.path === 'product');
export const posts = (calls: ApiCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path);

/** Makes the browser offline (or online again); the HTTP layer and the online hook read navigator.onLine. */
export function setOnline(online: boolean): void {
  if (online) Reflect.deleteProperty(navigator, 'onLine');
  else Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
