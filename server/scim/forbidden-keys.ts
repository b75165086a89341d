import { scimErrorDetails } from '../../src/api/contract';
import { ScimError } from './scim-error';

/*
 * The names through which an object walk reaches a prototype. scim-patch follows a PATCH path
 * segment by segment (`resource[segment] ||= {}`) and assigns a value object's keys the same way,
 * and scim2-parse-filter matches attribute names case-insensitively: a path or key with one of
 * these as a segment, in any case, could write `Object.prototype` for every request after it.
 * No SCIM attribute has such a name, so one is refused wherever it stands in a path: between dots,
 * after a schema URN's colon, inside a filter's brackets.
 */
const FORBIDDEN_SEGMENT = /(?:^|[^A-Za-z0-9_$])(?:__proto__|prototype|constructor)(?=$|[^A-Za-z0-9_$])/i;

/** Whether a SCIM path (or a key that becomes one) names a prototype. */
export const namesPrototype = (path: string): boolean => FORBIDDEN_SEGMENT.test(path);

const invalidPath = (where: string) => new ScimError(400, scimErrorDetails.invalidPath(where.slice(0, 100)), 'invalidPath');

/** 400 invalidPath when `path` names a prototype. */
export function assertSafePath(path: string): void {
  if (namesPrototype(path)) throw invalidPath(path);
}

/**
 * 400 invalidPath when any object key in `value`, at any depth, names a prototype. JSON.parse
 * makes `"__proto__"` an own key, which a later merge would follow. Walked with a list, not
 * recursion: a body may nest deeper than the call stack goes.
 */
export function assertSafeKeys(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const inner = pending.pop();
    if (typeof inner !== 'object' || inner === null) continue;
    for (const [key, item] of Object.entries(inner)) {
      if (!Array.isArray(inner)) assertSafePath(key);
      pending.push(item);
    }
  }
}
