import { launcherMessages, type LaunchRequest, type LaunchResponse } from '../../src/api/contract';
import { authenticateAccount } from '../auth/middleware';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import { memberProducts } from '../subscriptions/member-products';
import { issueLaunchToken } from './launch-tokens';
import { launchUrl } from './launch-url';

/**
 * POST product: the caller's account token (in the body, spec 7) is checked as requireAccount
 * checks a bearer, then the product must be one the member may use right now. An unknown referrer,
 * an app the account has not subscribed to and one blocked for the member get one answer, so the
 * call tells nobody which products exist.
 */
export async function launchProduct(services: Services, request: LaunchRequest): Promise<LaunchResponse> {
  const { user, session, accountId, tenancy } = await authenticateAccount(services, request.token);
  const products = await memberProducts(services.db, accountId, user.id, tenancy);
  const product = products.find((candidate) => candidate.referrer === request.referrer);
  if (!product) throw notFound(launcherMessages.productNotAvailable);
  const grant = { userId: user.id, accountId, productId: product.id, sessionId: session.id };
  const token = await issueLaunchToken(services.db, grant, services.clock.now());
  return { token, url: launchUrl(product.url, services.config.publicUrl, token) };
}
