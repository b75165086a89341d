import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, dehydrate, hydrate, useQuery, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MemberListChanges, MemberRow } from '../../src/api/contract';
import { memberKeys, membersQuery } from '../../src/features/members/queries';

const row = (userId: number, first: string): MemberRow => ({
  user_id: userId, first_name: first, last_name: 'Member', email: `${first.toLowerCase()}@example.com`, tenancy: 'STANDARD',
  is_primary_contact: 0, status: 2, expired: false, invited_at: null, suspended: false, packages: [],
});

/**
 * The members list as the server answers: the whole list with its ETag and version, or, asked
 * ?since= the version it gave last, the changes since (server/members/member-list-changes.ts).
 */
type State = { rows: MemberRow[]; version: string; changes: MemberListChanges | null; etag?: string };

function stubServer(state: State): URL[] {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test');
    asked.push(url);
    const etag = state.etag ?? `W/"${state.version}"`;
    const headers = { 'Content-Type': 'application/json', 'Member-List-Version': state.version, 'Cache-Control': 'no-store' };
    const since = url.searchParams.get('since');
    if (since !== null && state.changes) return new Response(JSON.stringify(state.changes), { status: 200, headers });
    if (new Headers(init.headers).get('if-none-match') === etag) return new Response(null, { status: 304, headers: { ...headers, ETag: etag } });
    return new Response(JSON.stringify(state.rows), { status: 200, headers: { ...headers, ETag: etag } });
  }));
  return asked;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
function renderMembers(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useQuery(membersQuery(7, 3, 'account-token')), { wrapper });
}
const refresh = (client: QueryClient) => act(() => client.invalidateQueries({ queryKey: memberKeys.list(7, 3) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the members list brought up to date by the changes since the version held', () => {
  it('asks since its version, merges the changes in the list order, and keeps the new version, saved and restored', async () => {
    const state: State = { rows: [row(1, 'Ada'), row(2, 'Grace')], version: '1.10.1000', changes: null };
    const asked = stubServer(state);
    const client = newClient();
    const { result } = renderMembers(client);
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(asked[0].searchParams.get('since')).toBeNull();

    state.changes = { version: '1.12.2000', changed: [row(3, 'Bea'), { ...row(1, 'Zara'), email: 'ada@example.com' }], removed_user_ids: [2], removed_emails: [] };
    await refresh(client);
    await waitFor(() => expect(result.current.data?.map((member) => member.first_name)).toEqual(['Bea', 'Zara']));
    expect(asked[1].searchParams.get('since')).toBe('1.10.1000');

    // What the persister saves and restores, through JSON as storage holds it: the next call asks since the new version.
    const saved = JSON.parse(JSON.stringify(dehydrate(client))) as DehydratedState;
    const after = newClient();
    hydrate(after, saved);
    state.changes = { version: '1.13.3000', changed: [], removed_user_ids: [], removed_emails: ['bea@example.com'] };
    const restored = renderMembers(after);
    await waitFor(() => expect(restored.result.current.data?.map((member) => member.first_name)).toEqual(['Zara']));
    expect(asked.at(-1)?.searchParams.get('since')).toBe('1.12.2000');
  });

  it('takes the whole list when the server no longer knows the version, and a list saved without a version asks by its ETag', async () => {
    const state: State = { rows: [row(1, 'Ada')], version: '1.10.1000', changes: null };
    const asked = stubServer(state);
    const client = newClient();
    client.setQueryData(memberKeys.list(7, 3), { rows: [row(5, 'Old')], etag: 'W/"old"' } as never);
    const { result } = renderMembers(client);
    await waitFor(() => expect(result.current.data?.map((member) => member.first_name)).toEqual(['Ada']));
    expect(asked[0].searchParams.get('since')).toBeNull();

    state.rows = [row(1, 'Ada'), row(4, 'Dee')];
    state.version = '2.20.2000';
    await refresh(client);
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(asked[1].searchParams.get('since')).toBe('1.10.1000');
  });

  it('takes the version a 304 names: the rows held are at it, and the next call asks since it', async () => {
    const state: State = { rows: [row(1, 'Ada')], version: '1.10.1000', changes: null, etag: 'W/"same"' };
    const asked = stubServer(state);
    const client = newClient();
    const { result } = renderMembers(client);
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    const shown = result.current.data;

    state.version = '1.11.2000';
    await refresh(client);
    await waitFor(() => expect(asked).toHaveLength(2));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data).toBe(shown);
    await refresh(client);
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.map((url) => url.searchParams.get('since'))).toEqual([null, '1.10.1000', '1.11.2000']);
  });
});
