/*
 * Defence in depth against prototype pollution, once the server has started (every module loaded,
 * every class defined; a library loaded after this that assigns `X.prototype.constructor` would
 * fail, which is why it is not done earlier):
 * - the built-in prototypes a JSON walk can reach (`{}.__proto__`, `x.constructor.prototype`,
 *   `[].constructor.prototype`, `x.constructor.constructor.prototype`) are frozen, so no request
 *   can add or change what every object inherits: such a write throws in strict code and is
 *   ignored in sloppy code, and only that request fails;
 * - `__proto__` as a property throws, as Node's --disable-proto=throw makes it (scripts/start.mjs
 *   passes that flag too; this covers `npm run serve`). Object literals and JSON.parse are
 *   unaffected: for them `__proto__` is syntax or an own key.
 * The checks that refuse such keys (server/scim/forbidden-keys.ts, the contract's structs) stay
 * the first line.
 */

const PROTOTYPES = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Number.prototype, Boolean.prototype];

function refuseProto(): never {
  throw new TypeError('__proto__ is disabled on this server');
}

/** Disables `__proto__` and freezes the built-in prototypes; idempotent. */
export function freezePrototypes(): void {
  if (!Object.isFrozen(Object.prototype)) {
    Object.defineProperty(Object.prototype, '__proto__', { get: refuseProto, set: refuseProto, enumerable: false, configurable: false });
  }
  for (const prototype of PROTOTYPES) Object.freeze(prototype);
}
