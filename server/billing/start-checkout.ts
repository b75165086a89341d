import { billingMessages, type SubscribeRequest } from '../../src/api/contract';
import { checkoutReturnPath, paths } from '../../src/routing/paths';
import type { Services } from '../services';
import { findAccountName } from '../accounts/account-store';
import { memberIdsAmong } from '../accounts/memberships';
import { ACCOUNT_NOT_FOUND_MESSAGE } from '../accounts/messages';
import type { UserRow } from '../auth/users';
import { findPackage } from '../catalogue/catalogue-store';
import { badRequest, conflict, notFound } from '../http/errors';
import { setHostedPage, startCheckoutAttempt } from './checkout-store';
import { ensureCustomer } from './customer';
import { PACKAGE_NOT_FOR_SALE_MESSAGE, excludedNotMembersMessage } from './messages';

/**
 * POST package/subscribe: an administrator starts paying for a package for the account. Makes sure
 * the provider knows the account's customer, records our attempt (so a retry reuses its idempotency
 * key, see checkout-store.ts), then asks the provider for the hosted page; the URL the browser goes to.
 */
export async function startCheckout(services: Services, accountId: number, user: UserRow, request: SubscribeRequest): Promise<string> {
  const { db, clock, billing, config } = services;
  const pkg = await findPackage(db, request.package_id);
  if (!pkg) throw notFound(billingMessages.packageNotFound);
  if (!pkg.price_ref) throw conflict(PACKAGE_NOT_FOR_SALE_MESSAGE);

  const excludedUserIds = [...new Set(request.excluded_users)];
  const members = await memberIdsAmong(db, accountId, excludedUserIds);
  const strangers = excludedUserIds.filter((id) => !members.has(id));
  if (strangers.length > 0) {
    const message = excludedNotMembersMessage(strangers);
    throw badRequest(message, { excluded_users: message });
  }
  const accountName = await findAccountName(db, accountId);
  if (accountName === null) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);

  const account = { id: accountId, name: accountName };
  const customerId = await ensureCustomer(db, billing, account, user, clock.now());
  const attempt = await startCheckoutAttempt(db, {
    provider: billing.kind, accountId, packageId: pkg.id, userId: user.id, excludedUserIds,
  }, clock.now());
  const page = await billing.createCheckout({
    idempotencyKey: attempt.idempotency_key,
    account,
    customer: { id: customerId, email: user.email, firstName: user.first_name, lastName: user.last_name },
    plan: { packageId: pkg.id, packageName: pkg.name, priceRef: pkg.price_ref },
    redirectUrl: `${config.publicUrl}${checkoutReturnPath(billing.kind)}`,
    cancelUrl: `${config.publicUrl}${paths.failureCheckout}`,
  });
  await setHostedPage(db, attempt.id, page.hostedPageId);
  return page.url;
}
