import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('./react-on-preact.js', import.meta.url));

/**
 * React's API on Preact, for the build (the dev server and production): react-dom alone is 55 KB of
 * brotli, half the login page's budget; Preact with its compat layer is under 10 KB, and Chakra,
 * react-select and react-final-form run on it. Exact matches only: `react-dom/client` and the JSX
 * runtimes have Preact modules of their own.
 *
 * The unit suite (jsdom) stays on React: its libraries load through Node's require, which no alias
 * reaches. The journeys run the production build in Chromium, so they prove what ships.
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: shim },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: shim },
];

const reactSelectFloating = fileURLToPath(new URL('./react-select-floating.js', import.meta.url));

/** react-select's one use of @floating-ui/dom, answered by a few lines (./react-select-floating.js). */
export function reactSelectWithoutFloatingUi(): Plugin {
  return {
    name: 'react-select-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/dom' && importer && /[\\/]node_modules[\\/]react-select[\\/]/.test(importer)) return reactSelectFloating;
      return null;
    },
  };
}
