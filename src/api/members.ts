import {
  InviteResponse, MemberMessageResponse, ProductList,
  type AllowPackagesRequest, type CancelMembershipRequest, type InviteRequest,
} from './contract';
import { readMemberList } from './contract/member-list-reader';
import { readMemberListText } from './contract/member-list-text';
import { request, revalidate } from './http';
import { isMemberListText, memberListTransport } from './member-list-worker/client';

/** The list as the worker read it (compact text), or as the page did (the API's JSON, checked here). */
const readListAnswer = (data: unknown) => (isMemberListText(data) ? readMemberListText(data.memberListText).rows : readMemberList(data));

/**
 * Spec 7: the members calls (administrators only). Every one goes with the chosen account's
 * token as bearer: the server reads user, account and tenancy from it.
 */
export const membersApi = {
  /**
   * GET invitation/get-user-account-invitations: the account's members and invitations, or word
   * that the list held (named by `etag`, the ETag it came with) is still current. Fetched and read
   * in a worker where the browser runs one: 2.7 MB at 5,000 members is off the main thread.
   */
  list: (accountToken: string, etag: string | null = null) =>
    revalidate('invitation/get-user-account-invitations', readListAnswer, etag, { token: accountToken, transport: memberListTransport }),
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
