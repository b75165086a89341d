import type { Context } from 'hono';
import { validate, type Struct } from 'superstruct';
import { badRequest } from './errors';
import { unknownFieldMessage } from '../../src/api/contract/fields';

export const INVALID_JSON_MESSAGE = 'The request body must be a JSON object.';

/** A path parameter checked against its contract field: a refusal names the parameter. */
export function readParam<T>(name: string, value: string, struct: Struct<T, unknown>): T {
  const [error, checked] = validate(value, struct);
  if (!error) return checked;
  throw badRequest(error.message, { [name]: error.message });
}

/**
 * The request body, checked against its contract struct (strict: unknown fields are refused).
 * Anything else is a 400 with one message per field, raised before any work is done.
 *
 * Unknown fields are told apart here, before superstruct sees the body: superstruct describes a
 * value it refuses by converting it to text, which throws for `{"x": {"toString": 1}}` and
 * overflows the stack for deeply nested arrays, a 500 for a body anyone can send. The contract's
 * own fields never need that: each decides its value itself and carries its own message.
 */
export async function readBody<T>(c: Context, struct: Struct<T, unknown>): Promise<T> {
  const data = parseObject(await c.req.text());
  const schema = (struct.schema ?? {}) as Record<string, unknown>;
  const entries = Object.entries(data);
  const unknown = entries.filter(([key]) => !Object.hasOwn(schema, key)).map(([key]) => key);
  const known = Object.fromEntries(entries.filter(([key]) => Object.hasOwn(schema, key)));

  const [error, value] = validate(known, struct);
  if (!error && unknown.length === 0) return value;

  // A Map, then fromEntries: a field named "__proto__" must become a key of the answer, not its prototype.
  const errors = new Map<string, string>();
  for (const failure of error?.failures() ?? []) {
    const field = failure.path.length > 0 ? failure.path.map(String).join('.') : 'body';
    if (!errors.has(field)) errors.set(field, failure.message);
  }
  for (const key of unknown) if (!errors.has(key)) errors.set(key, unknownFieldMessage(key));
  const first = errors.values().next().value ?? INVALID_JSON_MESSAGE;
  throw badRequest(first, Object.fromEntries(errors));
}

/** The body as a JSON object; an empty body is an empty object (calls without fields). */
function parseObject(raw: string): Record<string, unknown> {
  let data: unknown = {};
  if (raw.trim() !== '') {
    try {
      data = JSON.parse(raw);
    } catch {
      throw badRequest(INVALID_JSON_MESSAGE);
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest(INVALID_JSON_MESSAGE);
  return data as Record<string, unknown>;
}
