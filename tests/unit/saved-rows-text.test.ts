import { describe, expect, it } from 'vitest';
import type { PersistedQuery } from '@tanstack/react-query-persist-client';
import { fromSaved, toSaved } from '../../src/offline/saved-rows-text';

const query = (data: unknown): PersistedQuery => ({
  buster: 'build', queryHash: '[1,4,"members"]', queryKey: [1, 4, 'members'],
  state: {
    data, dataUpdateCount: 1, dataUpdatedAt: 1, error: null, errorUpdateCount: 0, errorUpdatedAt: 0,
    fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle',
  },
});

// More rows than one slice, with text a line break or a quote would break if written by hand.
const rows = Array.from({ length: 1234 }, (_, index) => ({ user_id: index, first_name: `Ann\n"${index}"`, packages: [{ id: 1, allowed: index % 2 === 0 }] }));

describe('a large list saved for offline reading', () => {
  it('is saved with its rows as one text, and read back as the same rows beside the rest of its data', async () => {
    const saved = await toSaved(query({ rows, etag: 'W/"abc"', version: '1.2.3' }));
    const data = saved.state.data as Record<string, unknown>;
    expect(data.rows).toBeUndefined();
    expect(typeof data.rowsText).toBe('string');
    expect(JSON.parse(data.rowsText as string)).toEqual(rows);
    expect(data).toMatchObject({ etag: 'W/"abc"', version: '1.2.3' });

    const read = await fromSaved(saved);
    expect(read.state.data).toEqual({ rows, etag: 'W/"abc"', version: '1.2.3' });
    expect(read.queryKey).toEqual([1, 4, 'members']);
  });

  it('keeps an empty list empty, and leaves data without rows as it is', async () => {
    expect((await fromSaved(await toSaved(query({ rows: [], etag: null })))).state.data).toEqual({ rows: [], etag: null });
    const page = query({ page: { entries: [{ id: 1 }] }, etag: null });
    expect(await toSaved(page)).toBe(page);
  });

  it('reads a list saved before its rows were text (objects) as it was saved', async () => {
    const old = query({ rows, etag: null });
    expect((await fromSaved(old)).state.data).toEqual({ rows, etag: null });
  });

  it('refuses a text that is not a list of rows, rather than showing something else', async () => {
    await expect(fromSaved(query({ rowsText: '{"rows": 1}', etag: null }))).rejects.toThrow(/row-per-line/);
  });
});
