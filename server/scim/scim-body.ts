import type { Context } from 'hono';
import { validate, type Struct } from 'superstruct';
import { scimErrorDetails } from '../../src/api/contract';
import { forbiddenCharacterMessage } from '../../src/api/contract/fields';
import { assertSafeKeys } from './forbidden-keys';
import { ScimError } from './scim-error';

/** The request body as a JSON object, else 400 invalidSyntax (SCIM's word for a body it cannot read). */
async function readObject(c: Context): Promise<Record<string, unknown>> {
  let data: unknown;
  try {
    data = JSON.parse(await c.req.text());
  } catch {
    throw new ScimError(400, scimErrorDetails.invalidJson, 'invalidSyntax');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new ScimError(400, scimErrorDetails.invalidJson, 'invalidSyntax');
  // No attribute is named after a prototype; a key that is would reach whatever merges the body.
  assertSafeKeys(data);
  return data as Record<string, unknown>;
}

/**
 * The body checked against a superstruct `type` (providers send attributes this server does not
 * keep, such as the enterprise extension: those are read past, not refused). A refusal names the
 * first attribute at fault; superstruct's own text is not used, since it prints the value.
 */
export async function readScimBody<T>(c: Context, struct: Struct<T, unknown>): Promise<T> {
  return checkScimValue(await readObject(c), struct);
}

/** A body checked as readScimBody checks it, with every attribute it holds beside those the struct names. */
export async function readScimObject<T>(c: Context, struct: Struct<T, unknown>): Promise<T & Record<string, unknown>> {
  const data = await readObject(c);
  return { ...data, ...checkScimValue(data, struct) };
}

/**
 * Where in `value` a string holds a NUL character (which no database text column can store), else
 * null. Walked with a list, not recursion: a body may nest deeper than the call stack goes.
 */
function nulAt(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [inner, path] = next;
    if (typeof inner === 'string') {
      if (inner.includes('\u0000')) return path;
    } else if (typeof inner === 'object' && inner !== null) {
      for (const [key, item] of Object.entries(inner)) {
        pending.push([item, Array.isArray(inner) ? `${path}[${key}]` : path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

/** A resource (a body, or one a PATCH made) checked as readScimBody checks a body. */
export function checkScimValue<T>(data: unknown, struct: Struct<T, unknown>): T {
  const nul = nulAt(data);
  if (nul !== null) throw new ScimError(400, scimErrorDetails.invalidBody(`${forbiddenCharacterMessage(nul || 'body')}.`), 'invalidValue');
  let where = 'body';
  try {
    const [error, value] = validate(data, struct, { coerce: true });
    if (!error) return value;
    const [failure] = error.failures();
    if (failure.path.length > 0) where = failure.path.map(String).join('.');
  } catch {
    // Superstruct describes a value it refuses as text, which throws for `{"toString": 1}`: refused all the same.
  }
  throw new ScimError(400, scimErrorDetails.invalidBody(`${where} is missing or of the wrong type.`), 'invalidValue');
}
