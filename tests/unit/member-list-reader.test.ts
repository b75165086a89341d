import fc from 'fast-check';
import { mask } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { MemberList } from '../../src/api/contract';
import { readMemberList, readMemberListFast } from '../../src/api/contract/member-list-reader';
import { anyValue, readOutcome, withOneFieldChanged } from '../support/read-outcome';

const viaSuperstruct = (data: unknown) => readOutcome((value) => mask(value, MemberList), data);
const viaReader = (data: unknown) => readOutcome(readMemberList, data);

const memberPackage = fc.record({ id: fc.integer(), product_name: fc.string(), name: fc.string(), isAllowed: fc.boolean() });
const validRow = fc.record({
  user_id: fc.option(fc.integer(), { nil: null }),
  first_name: fc.string(),
  last_name: fc.string(),
  email: fc.string(),
  tenancy: fc.constantFrom('ADMINISTRATOR', 'STANDARD'),
  is_primary_contact: fc.constantFrom(0, 1),
  status: fc.constantFrom(0, 1, 2, 3),
  expired: fc.boolean(),
  invited_at: fc.option(fc.string(), { nil: null }),
  packages: fc.array(memberPackage, { maxLength: 3 }),
});

/** A valid row, perhaps with a field dropped (its email), replaced by anything, or an unknown field added. */
const row = withOneFieldChanged(validRow, 'email');
const packageChanged = fc.tuple(validRow, anyValue).map(([valid, value]) => ({ ...valid, packages: [{ id: 1, product_name: 'CRM', name: 'Business', isAllowed: value }] }));

describe('reading the members list against its contract', () => {
  it('answers exactly as superstruct\'s mask does, for lists right, wrong and in between', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.oneof(validRow, row, packageChanged), { maxLength: 6 }), anyValue), (data) => {
        expect(viaReader(data)).toEqual(viaSuperstruct(data));
      }),
      { numRuns: 2000 },
    );
  });

  it('says what is wrong as superstruct does', () => {
    const wrong = [{ user_id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', tenancy: 'OWNER', is_primary_contact: 0, status: 2, expired: false, invited_at: null, packages: [] }];
    expect(viaReader(wrong)).toEqual({ error: expect.stringMatching(/^StructError: At path: 0\.tenancy/) });
  });

  it('keeps only the contract\'s fields, in new objects: the answer is never the one parsed', () => {
    const parsed = [{ user_id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', tenancy: 'STANDARD', is_primary_contact: 0, status: 2, expired: false, invited_at: null, packages: [{ id: 1, product_name: 'CRM', name: 'Business', isAllowed: true, secret: 'x' }], password_hash: 'x' }];
    const [read] = readMemberList(parsed);
    expect(read).toEqual({ user_id: 7, first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', tenancy: 'STANDARD', is_primary_contact: 0, status: 2, expired: false, invited_at: null, packages: [{ id: 1, product_name: 'CRM', name: 'Business', isAllowed: true }] });
    expect(read).not.toBe(parsed[0]);
    expect(read.packages).not.toBe(parsed[0].packages);
  });

  it('reads a right list of 5,000 members on the fast path', () => {
    const members = fc.sample(validRow, 5000);
    expect(readMemberListFast(members)).toEqual(mask(members, MemberList));
  });
});
