import { describe, expect, it } from 'vitest';
import { array, mask, StructError } from 'superstruct';
import { MemberRow } from '../../src/api/contract';
import { LIST_SLICE, maskInSlices } from '../../src/api/contract/mask-in-slices';

const row = (index: number) => ({
  user_id: index, first_name: `First${index}`, last_name: 'Last', email: `user${index}@example.com`, tenancy: 'STANDARD',
  is_primary_contact: 0, status: 2, expired: false, invited_at: null, suspended: false, extra: 'dropped',
  packages: [{ id: 1, product_name: 'insights', name: 'Insights', isAllowed: true, granted_by: [] }],
});

describe('a long list checked a slice at a time', () => {
  it('gives what mask gives for the whole list, and lets the page in between slices', async () => {
    const list = Array.from({ length: 1001 }, (_, index) => row(index));
    let pauses = 0;
    const rows = await maskInSlices(list, MemberRow, async () => {
      pauses += 1;
    });
    expect(rows).toEqual(mask(list, array(MemberRow)));
    expect(rows[0]).not.toHaveProperty('extra');
    expect(pauses).toBe(Math.ceil(list.length / LIST_SLICE) - 1);
  });

  it('names a bad row by its place in the whole list', async () => {
    const list = Array.from({ length: 600 }, (_, index) => row(index));
    list[567] = { ...list[567], status: 9 };
    const failure = await maskInSlices(list, MemberRow, async () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StructError);
    expect((failure as StructError).path).toEqual([567, 'status']);
  });

  it('refuses what is not a list, as mask does', async () => {
    await expect(maskInSlices({ rows: [] }, MemberRow, async () => undefined)).rejects.toBeInstanceOf(StructError);
  });
});
