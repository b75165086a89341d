/**
 * What the production build resolves `react` and `react-dom` to (vite.config.ts): Preact's compat
 * layer, with one mend. Preact's `useId` numbers ids by position under the nearest root, and a
 * portal counts as a new root: a dialog's fields got the same ids as the page's fields behind it,
 * so labels pointed at the wrong inputs. The portal renders only in the browser (no server
 * rendering to match on hydration), so a counter per mounted component is unique and stable.
 * Plain JavaScript: Preact's compat types are written as `export =`, which `export *` cannot name.
 */
import { options } from 'preact';
import * as compat from 'preact/compat';
import { useState } from 'preact/hooks';

/*
 * The second mend: effects run as soon as the render is done, as React runs them after a click or
 * a key, not after the next frame is painted (Preact's default). Zag's dialogs look for their
 * content one frame after opening, to move the focus in and trap it; by Preact's clock the content
 * (a portal, mounted by an effect) was not there yet, and the focus stayed on the page behind.
 */
options.requestAnimationFrame = (callback) => {
  queueMicrotask(callback);
};

let lastId = 0;

/** @returns {string} */
export function useId() {
  const [id] = useState(() => `:p${(lastId += 1).toString(36)}:`);
  return id;
}

export * from 'preact/compat';

const React = { ...compat, useId };
export default React;
