import { any, array, optional, string, type } from 'superstruct';
import { scimPatch, ScimError as PatchError, type ScimPatchOperation, type ScimResource } from 'scim-patch';
import { scimErrorDetails } from '../../src/api/contract';
import { assertSafeKeys, assertSafePath } from './forbidden-keys';
import { ScimError, type ScimType } from './scim-error';

/** RFC 7644 3.5.2: a PATCH body (its `schemas` read past, as providers vary in sending it). */
export const ScimPatchBody = type({
  Operations: array(type({ op: string(), path: optional(string()), value: optional(any()) })),
});
type PatchBody = typeof ScimPatchBody.TYPE;
type Operation = PatchBody['Operations'][number];

const OPS = new Set(['add', 'replace', 'remove']);

/**
 * The operations as scim-patch takes them, from what Okta and Microsoft Entra ID send: the op in
 * any case ('Replace'); an add or replace without a path whose value object names several
 * attributes, some by dotted path ('name.givenName') — one operation per attribute, so each path
 * goes through the library's path rules; members as bare `{ value }` references, which is what
 * a remove by value compares.
 */
function normalise(operations: Operation[]): ScimPatchOperation[] {
  return operations.flatMap((operation): ScimPatchOperation[] => {
    const op = operation.op.toLowerCase();
    if (!OPS.has(op)) throw new ScimError(400, scimErrorDetails.patchFailed(`unknown op ${operation.op.slice(0, 20)}`), 'invalidSyntax');
    // Paths and value keys are walked by scim-patch as object keys: none may name a prototype.
    if (operation.path !== undefined) assertSafePath(operation.path);
    const value: unknown = operation.value;
    assertSafeKeys(value);
    if (op !== 'remove' && !operation.path && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return Object.entries(value as Record<string, unknown>).map(([path, v]) => memberRefs({ op: op as 'add', path, value: v }));
    }
    return [memberRefs({ ...operation, op } as ScimPatchOperation)];
  });
}

function memberRefs(operation: ScimPatchOperation): ScimPatchOperation {
  if (operation.path?.toLowerCase() !== 'members' || !Array.isArray(operation.value)) return operation;
  return {
    ...operation,
    value: operation.value.map((member: unknown) => ({ value: String((member as { value?: unknown } | null)?.value ?? '') })),
  };
}

/** The resource with the body's operations applied, or 400 with the library's scimType. */
export function applyPatch<T extends object>(resource: T, body: PatchBody): T {
  try {
    const patched = scimPatch(resource as unknown as ScimResource, normalise(body.Operations), { mutateDocument: false, treatMissingAsAdd: true });
    return patched as unknown as T;
  } catch (error) {
    if (error instanceof PatchError) {
      throw new ScimError(400, scimErrorDetails.patchFailed(error.message.slice(0, 200)), (error.scimCode ?? 'invalidValue') as ScimType);
    }
    if (error instanceof ScimError) throw error;
    throw new ScimError(400, scimErrorDetails.patchFailed('an operation does not fit the resource.'), 'invalidValue');
  }
}
