import type { Context } from 'hono';
import { validate, type Struct } from 'superstruct';
import { badRequest } from './errors';
import { unknownFieldMessage } from '../../src/api/contract/fields';

export const INVALID_JSON_MESSAGE = 'The request body must be a JSON object.';

/**
 * The request body, checked against its contract struct (strict: unknown fields are refused).
 * Anything else is a 400 with one message per field, raised before any work is done.
 */
/** A path parameter checked against its contract field: a refusal names the parameter. */
export function readParam<T>(name: string, value: string, struct: Struct<T, unknown>): T {
  const [error, checked] = validate(value, struct);
  if (!error) return checked;
  throw badRequest(error.message, { [name]: error.message });
}

export async function readBody<T>(c: Context, struct: Struct<T, unknown>): Promise<T> {
  const raw = await c.req.text();
  let data: unknown = {};
  if (raw.trim() !== '') {
    try {
      data = JSON.parse(raw);
    } catch {
      throw badRequest(INVALID_JSON_MESSAGE);
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest(INVALID_JSON_MESSAGE);

  const [error, value] = validate(data, struct);
  if (!error) return value;
  const errors: Record<string, string> = {};
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.map(String).join('.') : 'body';
    // The contract's fields carry the words the portal's forms show; only a field the struct does
    // not know at all fails without them.
    errors[field] ??= failure.type === 'never' ? unknownFieldMessage(String(failure.key)) : failure.message;
  }
  const first = Object.values(errors)[0] ?? INVALID_JSON_MESSAGE;
  throw badRequest(first, errors);
}
