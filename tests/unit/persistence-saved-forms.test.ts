import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { MemberRow } from '../../src/api/contract';
import { memberListForm, type HeldMembers } from '../../src/features/members/saved-form';
import { clearPersistedCaches, startPersistence, stopPersistence } from '../../src/offline/persistence';
import { storageKeys } from '../../src/session/storage-keys';

/**
 * The members list is saved in a compact form: it must come back exactly as it was, take far less
 * room than plain JSON, and a save this version cannot read must not stop the start.
 */

const cacheKey = `${storageKeys.queryCachePrefix}1`;
const memberPackage = fc.record({ id: fc.integer(), product_name: fc.string(), name: fc.string(), isAllowed: fc.boolean() });
const memberRow: fc.Arbitrary<MemberRow> = fc.record({
  user_id: fc.option(fc.integer(), { nil: null }),
  first_name: fc.string(),
  last_name: fc.string(),
  email: fc.string(),
  tenancy: fc.constantFrom('ADMINISTRATOR' as const, 'STANDARD' as const),
  is_primary_contact: fc.constantFrom(0 as const, 1 as const),
  status: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
  expired: fc.boolean(),
  invited_at: fc.option(fc.string(), { nil: null }),
  packages: fc.array(memberPackage, { maxLength: 4 }),
});

const APPS = [
  { id: 1, product_name: 'CRM', name: 'Business' },
  { id: 2, product_name: 'Helpdesk', name: 'Business' },
  { id: 3, product_name: 'Analytics', name: 'Business' },
];
function account(members: number): HeldMembers {
  const rows = Array.from({ length: members }, (_, index): MemberRow => ({
    user_id: 1000 + index, first_name: `First${index}`, last_name: `Last${index}`, email: `member${index}@example.com`,
    tenancy: index === 0 ? 'ADMINISTRATOR' : 'STANDARD', is_primary_contact: index === 0 ? 1 : 0, status: 2, expired: false,
    invited_at: '2026-11-20T10:00:00.000Z', packages: APPS.map((app, at) => ({ ...app, isAllowed: (index + at) % 3 !== 0 })),
  }));
  return { rows, etag: 'W/"42"' };
}

const membersQuery = (data: HeldMembers) =>
  ({ queryKey: [1, 7, 'members'], meta: { persist: true, savedForm: memberListForm.name }, queryFn: async () => data }) as const;

afterEach(() => {
  stopPersistence();
  vi.useRealTimers();
});

describe('the members list\'s saved form', () => {
  it('reads back exactly the list it wrote, whatever the rows', () => {
    fc.assert(
      fc.property(fc.array(memberRow, { maxLength: 8 }), fc.option(fc.string(), { nil: null }), (rows, etag) => {
        expect(memberListForm.read(memberListForm.write({ rows, etag }))).toEqual({ rows, etag });
      }),
      { numRuns: 500 },
    );
  });

  it('reads a list saved before the ETag was kept (the rows alone) as rows without a tag', () => {
    const { rows } = account(3);
    expect(memberListForm.read(memberListForm.write(rows))).toEqual({ rows, etag: null });
  });

  it('takes under a third of the room of plain JSON for a large account', () => {
    const held = account(5000);
    expect(memberListForm.write(held).length).toBeLessThan(JSON.stringify(held).length / 3);
  });

  it('refuses text it did not write', () => {
    for (const text of ['[]', '[2,null,[],[]]', '{"rows":[]}', '[1,null,[],[1,2,3]]', '[1,null,[],[1,"a","b","c",9,0,2,0,null,[]]]', '[1,null,[],[1,"a","b","c",0,0,2,0,null,[5]]]']) {
      expect(() => memberListForm.read(text), text).toThrow();
    }
  });
});

const partKey = `${cacheKey}/member-list:[1,7,"members"]`;

/** Saving started, with the members query fetched and the throttle run out. */
async function savedWith(held: HeldMembers): Promise<QueryClient> {
  const client = new QueryClient();
  await startPersistence(client, 1, localStorage, [memberListForm]);
  await client.fetchQuery(membersQuery(held));
  await vi.advanceTimersByTimeAsync(1000);
  return client;
}

describe('a saved cache with the members list in its form', () => {
  it('keeps the list in its form under a key of its own, and reads it back into the cache at the next start', async () => {
    vi.useFakeTimers();
    const held = account(50);
    await savedWith(held);
    expect(localStorage.getItem(cacheKey)).toContain('"savedForm":"member-list"');
    // Teeth: the rows are neither in the cache's own entry nor plain JSON in theirs (field names would show).
    expect(localStorage.getItem(cacheKey)).not.toContain('member0@example.com');
    expect(localStorage.getItem(partKey)).toContain('member0@example.com');
    expect(localStorage.getItem(partKey)).not.toContain('first_name');
    stopPersistence();

    const next = new QueryClient();
    await startPersistence(next, 1, localStorage, [memberListForm]);
    expect(next.getQueryData([1, 7, 'members'])).toEqual(held);
  });

  it('does not write an unchanged list again when the cache is saved again, and drops it with its query', async () => {
    vi.useFakeTimers();
    const client = await savedWith(account(50));
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    await client.fetchQuery({ queryKey: [1, null, 'auth'], meta: { persist: true }, queryFn: async () => ({ refreshed: true }) });
    await vi.advanceTimersByTimeAsync(1000);
    const keys = writes.mock.calls.map(([key]) => key);
    // Teeth: the cache itself was saved again.
    expect(keys).toContain(cacheKey);
    expect(keys).not.toContain(partKey);

    client.removeQueries({ queryKey: [1, 7, 'members'] });
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem(partKey)).toBeNull();
    writes.mockRestore();
  });

  it('is removed whole at logout', async () => {
    vi.useFakeTimers();
    await savedWith(account(5));
    expect(localStorage.getItem(partKey)).not.toBeNull();
    clearPersistedCaches();
    expect(Object.keys(localStorage).filter((key) => key.startsWith(storageKeys.queryCachePrefix))).toEqual([]);
  });

  it('a save this version cannot read is removed with its parts, and the start goes on with nothing saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(cacheKey, JSON.stringify({
      buster: 'v1', timestamp: Date.now(),
      clientState: { mutations: [], queries: [{ queryKey: [1, 7, 'members'], queryHash: '[1,7,"members"]', meta: { persist: true, savedForm: 'member-list' }, state: { data: { savedForm: 'member-list', part: 'member-list:[1,7,"members"]' }, dataUpdatedAt: 1, status: 'success' } }] },
    }));
    localStorage.setItem(partKey, '[99]');
    const client = new QueryClient();
    await startPersistence(client, 1, localStorage, [memberListForm]);
    expect(client.getQueryData([1, 7, 'members'])).toBeUndefined();
    expect(localStorage.getItem(cacheKey)).toBeNull();
    expect(localStorage.getItem(partKey)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
