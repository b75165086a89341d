import fc from 'fast-check';

/*
 * The odd values the route fuzzing sends. Beside fast-check's own strings and numbers, each set
 * carries the values that have broken servers before: NUL and lone surrogates (databases refuse
 * them), ids past PostgreSQL's integer, keys that name Object's own properties, deep nesting,
 * bodies past the size limit, and text that only looks like JSON.
 */

const knownOddStrings = [
  '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDFFFx', '\uFEFF', '\u202Eevil', '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧', 'Zaïre Ł ß',
  '%00', '%', '../../etc/passwd', "' or 1=1 --", '"; drop table users; --', '<script>alert(1)</script>',
  '__proto__', 'constructor', 'NaN', '1e309', '\n\r\t', 'a'.repeat(300), 'x'.repeat(5000),
  'ADMINISTRATOR', 'STANDARD', 'user@example.com', ' USER@Example.COM ', 'a@b', '@@', 'a@b.c,d@e.f:g@h.ij',
];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ minLength: 200, maxLength: 3000 }),
  fc.constantFrom(...knownOddStrings),
);

export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1, 2, 3, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 5e-324, 100000, 123456, 999999, 1000000),
);

export const oddKey: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', '\u0000', 'id', 'account_id', 'user_id', 'is_admin', 'tenancy'),
);

/** Any JSON value built of the odd parts above, nested a few levels. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(oddKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Request bodies that are not one JSON object. */
export const notJson: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '{', '{"a":', "{'a':1}", 'undefined', 'NaN', '\u0000', '{"a":1}}', '\uFEFF{}', '[]', 'null', '"text"', '42', '{"a":1,"a":2}',
    '{"__proto__":{"isAdmin":true}}', `{"deep":${nested(20000)}}`, nested(30000), JSON.stringify({ big: 'x'.repeat(70 * 1024) }),
  ),
);

/**
 * Bodies for a route whose contract object has `keys`: the valid sample, the right keys with odd
 * values (any of them missing), the sample with one value made odd, some keys dropped, or extra
 * keys added, plus `more` (whole objects a route shapes itself); then any JSON, and no JSON at all.
 */
export function bodyOf(keys: readonly string[], sample: Record<string, unknown>, more: fc.Arbitrary<unknown>[] = []): fc.Arbitrary<string> {
  const objects: fc.Arbitrary<unknown>[] = [
    fc.constant(sample),
    fc.record(Object.fromEntries(keys.map((key) => [key, junk])), { requiredKeys: [] }),
    fc.dictionary(oddKey, junk, { minKeys: 1, maxKeys: 3 }).map((extra) => ({ ...sample, ...extra })),
    ...more,
  ];
  if (keys.length > 0) {
    objects.push(
      fc.tuple(fc.constantFrom(...keys), junk).map(([key, value]) => ({ ...sample, [key]: value })),
      fc.subarray([...keys], { minLength: 1 }).map((dropped) =>
        Object.fromEntries(Object.entries(sample).filter(([key]) => !dropped.includes(key))),
      ),
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...objects).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: junk.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: notJson },
  );
}

/** Percent sequences as they may arrive in an address, left undecoded on purpose. */
const rawSegments = ['%', '%zz', '%00', '%E0%A4%A', '%C0%AF', '..', '%2e%2e', '%2F', '%252F', ';', '@', '%FF%FE', '%u0000'];

/** encodeURIComponent refuses lone surrogates; a browser sends them as U+FFFD, and so does this. */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

/** A path parameter: the sample, an encoded odd string, or a raw percent sequence. */
export const pathParam = (sample: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(encode(sample)) },
    { weight: 4, arbitrary: oddString.filter((text) => text.length > 0).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom(...rawSegments) },
  );

/** A query string: the sample's keys and odd ones, with odd values, or raw junk. */
export const queryOf = (sample: Record<string, string>): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constant(new URLSearchParams(sample).toString()),
    fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(sample), 'to'), oddKey), oddString, { maxKeys: 3 })
      .map((entries) => new URLSearchParams(entries).toString()),
    fc.constantFrom(...rawSegments.map((raw) => `${Object.keys(sample)[0] ?? 'q'}=${raw}`), '&&=&', '=%'),
  );

export const contentType: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom(null, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1') },
);
