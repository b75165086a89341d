import fc from 'fast-check';

/** What a contract reader gave: the value read, or the error's kind and message. */
export type ReadOutcome = { read: unknown } | { error: string };

/**
 * The value `read` gives for `data`, or the error it throws, so a written-out reader and
 * superstruct's mask can be compared answer for answer (superstruct's own error, whichever way
 * it was reached).
 */
export function readOutcome(read: (data: unknown) => unknown, data: unknown): ReadOutcome {
  try {
    return { read: read(data) };
  } catch (error) {
    // Mostly a StructError; superstruct itself fails with a TypeError on some values it cannot print.
    return { error: `${(error as Error).constructor.name}: ${(error as Error).message}` };
  }
}

/** Values of every kind JSON can carry, and some it cannot: what a broken server might send. */
export const anyValue = fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY));

/**
 * `valid`'s records, each perhaps with one field replaced by anything, one removed (`dropped`, the
 * first field by default), or an unknown one added.
 */
export const withOneFieldChanged = <T extends Record<string, unknown>>(valid: fc.Arbitrary<T>, dropped?: string) =>
  fc.tuple(valid, fc.nat(12), anyValue, fc.string()).map(([record, pick, value, extra]) => {
    const keys = Object.keys(record);
    const changed: Record<string, unknown> = { ...record };
    if (pick < keys.length) changed[keys[pick]] = value;
    else if (pick === keys.length) delete changed[dropped ?? keys[0]];
    else changed[`extra_${extra}`] = value;
    return changed;
  });
