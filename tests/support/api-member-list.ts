import { assert } from 'superstruct';
import { expect, vi } from 'vitest';
import { MEMBER_LIST_VERSION_HEADER, MemberList, MemberListChanges, type MemberRow } from '../../src/api/contract';
import type { TestApi } from './api-app';

/** One GET of the members list as a client sends it, with any headers (If-None-Match). */
export type ListAnswer = {
  status: number; rows: MemberRow[] | null; etag: string | null; cacheControl: string | null; text: string;
  /** Member-List-Version: what to ask ?since= next time. */
  version: string | null;
};

export async function readList(api: TestApi, accountToken: string, headers: Record<string, string> = {}): Promise<ListAnswer> {
  const response = await api.app.request('/api/v1/invitation/get-user-account-invitations', {
    headers: { Authorization: `Bearer ${accountToken}`, ...headers },
  });
  const text = await response.text();
  const rows = response.status === 200 ? (JSON.parse(text) as MemberRow[]) : null;
  if (rows) assert(rows, MemberList);
  return {
    status: response.status, rows, etag: response.headers.get('etag'), cacheControl: response.headers.get('cache-control'), text,
    version: response.headers.get(MEMBER_LIST_VERSION_HEADER),
  };
}

/** The rows of a 200. */
export async function listedRows(api: TestApi, accountToken: string): Promise<MemberRow[]> {
  const answer = await readList(api, accountToken);
  expect(answer.status, answer.text).toBe(200);
  return answer.rows as MemberRow[];
}

/**
 * Counts the times the members list is read from the tables (its query is the one that sorts by
 * `sort_group`) from now on, through the database object the app uses.
 */
export function watchListBuilds(api: TestApi): { builds: () => number } {
  // Spying again on a spied method returns the same spy: count from here.
  const query = vi.spyOn(api.db, 'query');
  const count = () => query.mock.calls.filter(([sql]) => sql.includes('sort_group')).length;
  const before = count();
  return { builds: () => count() - before };
}

/** A GET with ?since=: the changes since that version, or the whole list, and the version it brings. */
export type SinceAnswer = ListAnswer & { changes: MemberListChanges | null };

export async function readSince(api: TestApi, accountToken: string, since: string): Promise<SinceAnswer> {
  const response = await api.app.request(`/api/v1/invitation/get-user-account-invitations?since=${encodeURIComponent(since)}`, {
    headers: { Authorization: `Bearer ${accountToken}` },
  });
  const text = await response.text();
  const body: unknown = response.status === 200 ? JSON.parse(text) : null;
  const rows = Array.isArray(body) ? (body as MemberRow[]) : null;
  const changes = body !== null && !Array.isArray(body) ? (body as MemberListChanges) : null;
  if (rows) assert(rows, MemberList);
  if (changes) assert(changes, MemberListChanges);
  return {
    status: response.status, rows, changes, text, version: response.headers.get(MEMBER_LIST_VERSION_HEADER),
    etag: response.headers.get('etag'), cacheControl: response.headers.get('cache-control'),
  };
}
