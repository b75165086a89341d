import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, dehydrate, hydrate, useQuery, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MemberRow } from '../../src/api/contract';
import { memberKeys, membersQuery } from '../../src/features/members/queries';

const row = (email: string): MemberRow => ({
  user_id: 1, first_name: 'Ada', last_name: 'Lovelace', email, tenancy: 'ADMINISTRATOR', is_primary_contact: 1,
  status: 2, expired: false, invited_at: null, packages: [], suspended: false,
});

type Sent = { ifNoneMatch: string | null; authorization: string | null };

/**
 * The members list as the server answers it: its rows with an ETag, and 304 with no body when
 * If-None-Match names the current one (server/http/etag.ts).
 */
function stubServer(list: { rows: MemberRow[]; etag: string }): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    sent.push({ ifNoneMatch: headers.get('if-none-match'), authorization: headers.get('authorization') });
    const headersOut = { ETag: list.etag, 'Cache-Control': 'no-store' };
    if (headers.get('if-none-match') === list.etag) return new Response(null, { status: 304, headers: headersOut });
    return new Response(JSON.stringify(list.rows), { status: 200, headers: { ...headersOut, 'Content-Type': 'application/json' } });
  }));
  return sent;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderMembers(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useQuery(membersQuery(7, 3, 'account-token')), { wrapper });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the members list revalidated by its ETag (the API answers no-store, so the portal asks itself)', () => {
  it('asks without If-None-Match first, then with the ETag it got, and keeps its rows on a 304', async () => {
    const list = { rows: [row('ada@example.com')], etag: 'W/"one"' };
    const sent = stubServer(list);
    const client = newClient();
    const { result } = renderMembers(client);
    await waitFor(() => expect(result.current.data).toEqual(list.rows));
    const shown = result.current.data;

    await act(() => client.invalidateQueries({ queryKey: memberKeys.list(7, 3) }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(sent).toEqual([
      { ifNoneMatch: null, authorization: 'Bearer account-token' },
      { ifNoneMatch: 'W/"one"', authorization: 'Bearer account-token' },
    ]);
    expect(result.current.isError).toBe(false);
    expect(result.current.data).toBe(shown);
  });

  it('takes a changed list and its new ETag, which the next refresh names', async () => {
    const list = { rows: [row('ada@example.com')], etag: 'W/"one"' };
    const sent = stubServer(list);
    const client = newClient();
    const { result } = renderMembers(client);
    await waitFor(() => expect(result.current.data).toHaveLength(1));

    list.rows = [row('ada@example.com'), row('grace@example.com')];
    list.etag = 'W/"two"';
    await act(() => client.invalidateQueries({ queryKey: memberKeys.list(7, 3) }));
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    await act(() => client.invalidateQueries({ queryKey: memberKeys.list(7, 3) }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent.map((call) => call.ifNoneMatch)).toEqual([null, 'W/"one"', 'W/"two"']);
    expect(result.current.data?.map((member) => member.email)).toEqual(['ada@example.com', 'grace@example.com']);
  });

  it('keeps the ETag with the saved rows, so after a reload the first call revalidates', async () => {
    const list = { rows: [row('ada@example.com')], etag: 'W/"one"' };
    const sent = stubServer(list);
    const before = newClient();
    const first = renderMembers(before);
    await waitFor(() => expect(first.result.current.data).toHaveLength(1));
    // What the persister saves and restores (offline/persistence.ts), through JSON as storage holds it.
    const saved = JSON.parse(JSON.stringify(dehydrate(before))) as DehydratedState;
    first.unmount();

    const after = newClient();
    hydrate(after, saved);
    const { result } = renderMembers(after);
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(sent[1].ifNoneMatch).toBe('W/"one"');
    expect(result.current.data).toEqual(list.rows);
  });

  it('reads rows saved before the ETag was kept, and downloads them once in full', async () => {
    const list = { rows: [row('ada@example.com'), row('grace@example.com')], etag: 'W/"one"' };
    const sent = stubServer(list);
    const client = newClient();
    client.setQueryData(memberKeys.list(7, 3), [row('old@example.com')] as never);
    const { result } = renderMembers(client);
    expect(result.current.data?.map((member) => member.email)).toEqual(['old@example.com']);
    await waitFor(() => expect(result.current.data).toHaveLength(2));
    expect(sent.map((call) => call.ifNoneMatch)).toEqual([null]);
  });
});
