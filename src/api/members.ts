import {
  InviteResponse, MemberMessageResponse, MemberRow, ProductList,
  type AllowPackagesRequest, type CancelMembershipRequest, type InviteRequest,
} from './contract';
import { parseAndMaskInSlices } from './contract/mask-in-slices';
import { request, revalidate, type Revalidated } from './http';
import { yieldToPage } from '../platform/yield-to-page';

/** The list parsed and checked against MemberRow a slice at a time: 5,000 rows in one go hold a phone's main thread. */
const readMemberList = (text: string) => parseAndMaskInSlices(text, MemberRow, yieldToPage);

const listMembers = (accountToken: string, etag: string | null): Promise<Revalidated<MemberRow[]>> =>
  revalidate('invitation/get-user-account-invitations', readMemberList, etag, { token: accountToken });

/**
 * Spec 7: the members calls (administrators only). Every one goes with the chosen account's
 * token as bearer: the server reads user, account and tenancy from it.
 */
export const membersApi = {
  /**
   * GET invitation/get-user-account-invitations: the account's members and invitations, or word
   * that the list held (named by `etag`, the ETag it came with) is still current.
   */
  list: (accountToken: string, etag: string | null = null) => listMembers(accountToken, etag),
  invite: (body: InviteRequest, accountToken: string) =>
    request('invitation/invite', InviteResponse, { method: 'POST', body, token: accountToken }),
  cancel: (body: CancelMembershipRequest, accountToken: string) =>
    request('invitation/cancel-membership-invitation', MemberMessageResponse, { method: 'POST', body, token: accountToken }),
  /** `packages` are the products the member may use; the rest of the account's are blocked. */
  allowPackages: (body: AllowPackagesRequest, accountToken: string) =>
    request('invitation/allow-package-membership-invitation', MemberMessageResponse, { method: 'POST', body, token: accountToken }),
  /** GET product: the apps this account can grant. */
  products: (accountToken: string) => request('product', ProductList, { token: accountToken }),
};
