import {
  InviteResponse, MemberMessageResponse, ProductList,
  type AllowPackagesRequest, type CancelMembershipRequest, type InviteRequest, type MemberRow,
} from './contract';
import { readMemberList } from './contract/member-list-reader';
import { readMemberListTextInSlices } from './contract/member-list-text';
import { request, revalidate, type Revalidated } from './http';
import { isMemberListText, memberListTransport, type MemberListTextData } from './member-list-worker/client';
import { yieldToPage } from './yield-to-page';

/**
 * The list as the page read it (the API's JSON, checked here), or the worker's compact text, which
 * `list` then reads into rows a slice at a time.
 */
const readListAnswer = (data: unknown): MemberRow[] | MemberListTextData => (isMemberListText(data) ? data : readMemberList(data));

async function listMembers(accountToken: string, etag: string | null): Promise<Revalidated<MemberRow[]>> {
  const answer = await revalidate('invitation/get-user-account-invitations', readListAnswer, etag, { token: accountToken, transport: memberListTransport });
  if (answer.notModified) return answer;
  const { data } = answer;
  const rows = isMemberListText(data) ? (await readMemberListTextInSlices(data.memberListText, yieldToPage)).rows : data;
  return { ...answer, data: rows };
}

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
