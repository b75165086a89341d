/**
 * What the production build resolves `react` and `react-dom` to (vite.config.ts): Preact's compat
 * layer, with one mend. Preact's `useId` numbers ids by position under the nearest root, and a
 * portal counts as a new root: a dialog's fields got the same ids as the page's fields behind it,
 * so labels pointed at the wrong inputs. The portal renders only in the browser (no server
 * rendering to match on hydration), so a counter per mounted component is unique and stable.
 * Plain JavaScript: Preact's compat types are written as `export =`, which `export *` cannot name.
 */
import * as compat from 'preact/compat';
import { useState } from 'preact/hooks';

let lastId = 0;

/** @returns {string} */
export function useId() {
  const [id] = useState(() => `:p${(lastId += 1).toString(36)}:`);
  return id;
}

export * from 'preact/compat';

const React = { ...compat, useId };
export default React;
