import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { array, mask, StructError } from 'superstruct';
import { MemberRow } from '../../src/api/contract';
import { LIST_SLICE, parseAndMaskInSlices } from '../../src/api/contract/mask-in-slices';
import { rowLinesOf, stringifyRowPerLine } from '../../src/api/contract/row-per-line';

const row = (index: number, first = `First${index}`) => ({
  user_id: index, first_name: first, last_name: 'Last', email: `user${index}@example.com`, tenancy: 'STANDARD',
  is_primary_contact: 0, status: 2, expired: false, invited_at: null, suspended: false, extra: 'dropped',
  packages: [{ id: 1, product_name: 'insights', name: 'Insights', isAllowed: true, granted_by: [] }],
});

const countPauses = () => {
  const counter = { pauses: 0, pause: async () => { counter.pauses += 1; } };
  return counter;
};

describe('a JSON list written one row to a line', () => {
  it('is the same JSON to any reader, whatever the values hold', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue()), (items) => {
        const text = stringifyRowPerLine(items);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(items)));
        const lines = rowLinesOf(text);
        if (items.length > 0) expect(lines?.map((line) => JSON.parse(line) as unknown)).toEqual(JSON.parse(JSON.stringify(items)));
      }),
    );
  });

  it('is read a slice at a time, giving the page its turn, into what mask gives for the whole list', async () => {
    const list = Array.from({ length: 1001 }, (_, index) => row(index, index === 7 ? 'Line\nbreak, "quoted" ]\n[ \u2028' : undefined));
    const counter = countPauses();
    const rows = await parseAndMaskInSlices(stringifyRowPerLine(list), MemberRow, counter.pause);
    expect(rows).toEqual(mask(list, array(MemberRow)));
    expect(rows[7].first_name).toBe('Line\nbreak, "quoted" ]\n[ \u2028');
    expect(rows[0]).not.toHaveProperty('extra');
    expect(counter.pauses).toBe(Math.ceil(list.length / LIST_SLICE) - 1);
  });

  it('names a bad row by its place in the whole list', async () => {
    const list = Array.from({ length: 600 }, (_, index) => row(index));
    list[567] = { ...list[567], status: 9 };
    const failure = await parseAndMaskInSlices(stringifyRowPerLine(list), MemberRow, async () => undefined).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StructError);
    expect((failure as StructError).path).toEqual([567, 'status']);
  });

  it('reads JSON laid out any other way whole, and an empty list', async () => {
    const list = Array.from({ length: 3 }, (_, index) => row(index));
    const expected = mask(list, array(MemberRow));
    for (const text of [JSON.stringify(list), JSON.stringify(list, null, 2), `[\n${JSON.stringify(list[0], null, 1)}\n]`]) {
      const rows = await parseAndMaskInSlices(text, MemberRow, async () => undefined);
      expect(rows).toEqual(text.startsWith('[\n{\n') ? expected.slice(0, 1) : expected);
    }
    await expect(parseAndMaskInSlices('[]', MemberRow, async () => undefined)).resolves.toEqual([]);
  });

  it('refuses text that is not a JSON list, as the contract refuses any body not a list', async () => {
    for (const text of ['<html>502</html>', '{"rows": []}', '[\n{"user_id": 1,\n]', '']) {
      await expect(parseAndMaskInSlices(text, MemberRow, async () => undefined)).rejects.toBeInstanceOf(StructError);
    }
  });
});
