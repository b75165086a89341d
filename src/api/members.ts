import { mask } from 'superstruct';
import {
  InviteResponse, MEMBER_LIST_VERSION_HEADER, MemberListChanges, MemberMessageResponse, MemberRow, ProductList,
  type AllowPackagesRequest, type CancelMembershipRequest, type InviteRequest,
} from './contract';
import { parseAndMaskInSlices } from './contract/mask-in-slices';
import { request, revalidate, type Revalidated } from './http';
import { yieldToPage } from '../platform/yield-to-page';

/** The whole list, or the rows changed since the version the portal named. */
export type MemberListAnswer = { rows: MemberRow[]; changes: null } | { rows: null; changes: MemberListChanges };

/**
 * The list parsed and checked against MemberRow a slice at a time: 5,000 rows in one go hold a
 * phone's main thread. Changes are an object, a few rows: checked at once.
 */
const readMemberList = async (text: string): Promise<MemberListAnswer> =>
  text.trimStart().startsWith('{')
    ? { rows: null, changes: mask(JSON.parse(text), MemberListChanges) }
    : { rows: await parseAndMaskInSlices(text, MemberRow, yieldToPage), changes: null };

/** `version`: Member-List-Version, also on a 304 (the rows held are at the version the server names now). */
export type ListedMembers =
  | { notModified: true; version: string | null }
  | { notModified: false; data: MemberListAnswer; etag: string | null; version: string | null };

async function listMembers(accountToken: string, etag: string | null, since: string | null): Promise<ListedMembers> {
  const path = 'invitation/get-user-account-invitations';
  const answer: Revalidated<MemberListAnswer> = await revalidate(
    since ? `${path}?since=${encodeURIComponent(since)}` : path, readMemberList, etag, { token: accountToken },
  );
  const version = answer.headers.get(MEMBER_LIST_VERSION_HEADER);
  if (answer.notModified) return { notModified: true, version };
  return { notModified: false, data: answer.data, etag: answer.etag, version };
}

/**
 * Spec 7: the members calls (administrators only). Every one goes with the chosen account's
 * token as bearer: the server reads user, account and tenancy from it.
 */
export const membersApi = {
  /**
   * GET invitation/get-user-account-invitations: the account's members and invitations, or word
   * that the list held (named by `etag`, the ETag it came with) is still current, or (asked
   * `since` the version held) the rows changed since then; each with the version it brings.
   */
  list: (accountToken: string, etag: string | null = null, since: string | null = null) => listMembers(accountToken, etag, since),
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
