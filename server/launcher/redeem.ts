import type { RedeemLaunchResponse } from '../../src/api/contract';
import { findAccountName } from '../accounts/account-store';
import { findTenancy } from '../accounts/memberships';
import { findActiveSession } from '../auth/sessions';
import { findUserById } from '../auth/users';
import type { Queryable } from '../db/db';
import type { Services } from '../services';
import { memberProducts } from '../subscriptions/member-products';
import { claimLaunchToken, type LaunchGrant } from './launch-tokens';

/**
 * Trades a launch token for who is arriving, once: null for any refusal (unknown, used, expired,
 * another product's, or no longer allowed), so a product learns nothing from why. POST
 * product/redeem and the demo product pages both come here.
 *
 * The token is used up before the grant is checked again, in the same transaction, and stays used
 * when that check fails: a token that reached its product is spent, whatever the answer was.
 */
export async function redeemLaunch(services: Services, token: string, referrer: string): Promise<RedeemLaunchResponse | null> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    const grant = await claimLaunchToken(tx, token, referrer, now);
    return grant ? stillAllowed(tx, grant, now) : null;
  });
}

/** The grant as it stands now: the session still signed in, still a member, the app still theirs. */
async function stillAllowed(tx: Queryable, grant: LaunchGrant, now: Date): Promise<RedeemLaunchResponse | null> {
  const { userId, accountId, productId, sessionId } = grant;
  const session = await findActiveSession(tx, sessionId, userId, now);
  const tenancy = session ? await findTenancy(tx, userId, accountId) : null;
  if (!tenancy) return null;
  const product = (await memberProducts(tx, accountId, userId, tenancy)).find((candidate) => candidate.id === productId);
  const user = product ? await findUserById(tx, userId) : null;
  const accountName = user ? await findAccountName(tx, accountId) : null;
  if (!product || !user || accountName === null) return null;
  return {
    user: { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email },
    account: { id: accountId, name: accountName, tenancy },
    product: { name: product.name, referrer: product.referrer },
  };
}
