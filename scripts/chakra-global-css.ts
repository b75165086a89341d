import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { Plugin } from 'vite';

/*
 * Chakra's global stylesheet (its reset, global styles and every design token as a CSS variable,
 * some 43 KB of CSS) is the same on every start: createSystem builds it as style objects, and
 * emotion then serialises and inserts it, on the main thread, before the first screen shows. On a
 * phone that was a fifth of the start-up's script time. Here it is made once, at build time, from
 * the portal's own system, and written into index.html as a <style>; the browser parses it with the
 * page, and the system the bundle creates leaves its global styles empty.
 */

/** The statement in Chakra's createSystem that builds the global styles; it must be found. */
const GLOBAL_STATEMENT = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

/** Marks the <style> in index.html, for the tests. */
export const GLOBAL_STYLE_ATTRIBUTE = 'data-chakra-global';

/**
 * The CSS ChakraProvider would insert for `system`: the layer order, then reset, globals and
 * tokens, with the variables of its every-element rule on the root instead (variablesOnRoot).
 */
export function globalCssOf(system: { layers: { atRule: unknown }; _global: unknown }): string {
  // Emotion's own steps for a Global: serialise the objects, then stylis with its prefixer.
  const { styles } = serializeStyles([system.layers.atRule, system._global] as never);
  return variablesOnRoot(serialize(compile(styles), middleware([prefixer, stringify])));
}

/** Chakra's every-element rule: the one that declares `--ring-inset` on `*`. */
const EVERY_ELEMENT_RULE = /([{}])\*\{([^{}]*--ring-inset:[^{}]*)\}/;

/**
 * Chakra's global styles declare 27 custom properties on every element (`*`: ring, filter and
 * backdrop defaults, the border colour), so each element carries a variable set of its own and
 * every style recalculation resolves them again: on Manage Users' first render that was most of
 * a 100 ms style recalculation on this machine (x4 on a phone). Declared once on the root they
 * reach every element by inheritance, with the same values; the rest of the rule stays on `*`.
 * `:where()` keeps the rule's specificity nil, as `*` had it.
 */
export function variablesOnRoot(css: string): string {
  const rule = EVERY_ELEMENT_RULE.exec(css);
  if (!rule) throw new Error('chakra-global-css: Chakra\'s "*" rule with --ring-inset is not in its global styles any more; update scripts/chakra-global-css.ts');
  const declarations = rule[2].split(';').filter((declaration) => declaration !== '');
  const variables = declarations.filter((declaration) => declaration.startsWith('--'));
  const others = declarations.filter((declaration) => !declaration.startsWith('--'));
  const replaced = `${rule[1]}${others.length ? `*{${others.join(';')}}` : ''}:where(:root){${variables.join(';')}}`;
  return css.replace(rule[0], () => replaced);
}

/** Drops the global-styles statement from Chakra's createSystem (what `transform` does to it). */
export function withoutRuntimeGlobals(code: string): string {
  if (!code.includes(GLOBAL_STATEMENT)) {
    throw new Error(`chakra-global-css: "${GLOBAL_STATEMENT}" is not in Chakra's system.js any more; update scripts/chakra-global-css.ts`);
  }
  // Everything else of the system stays: getTokenCss and the rest can still be called.
  return code.replace(GLOBAL_STATEMENT, 'const _global = [];');
}

export function chakraGlobalCss(): Plugin[] {
  let css: Promise<string> | undefined;
  const inject: Plugin = {
    name: 'portal-chakra-global-css',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      return { code: withoutRuntimeGlobals(code), map: null };
    },
    transformIndexHtml: {
      // Before Vite's own processing, which minifies the CSS (45 -> 36 KB).
      order: 'pre',
      async handler() {
        // The portal's system, as the bundle creates it (in Node: createSystem needs no DOM).
        css ??= import('../src/ui/chakra/theme').then(({ portalSystem }) => globalCssOf(portalSystem));
        return [{ tag: 'style', attrs: { [GLOBAL_STYLE_ATTRIBUTE]: '' }, children: await css, injectTo: 'head' }];
      },
    },
  };
  // The styles last in the head, after Vite's script and stylesheet tags: the parser reaches the
  // scripts (and the route pages' preloads after them) before it stops to parse 36 KB of CSS, so
  // they are asked for first (Lighthouse mobile: they left some 170 ms later). Still before the
  // body, so nothing is painted without them.
  const moveLast: Plugin = {
    name: 'portal-chakra-global-css-last',
    transformIndexHtml: { order: 'post', handler: (html) => styleLast(html) },
  };
  return [inject, moveLast];
}

/** index.html with the global <style> moved to the end of the head. */
export function styleLast(html: string): string {
  const style = new RegExp(`\\s*<style ${GLOBAL_STYLE_ATTRIBUTE}(="")?>[\\s\\S]*?</style>`).exec(html);
  if (!style) throw new Error('chakra-global-css: the global <style> is not in index.html');
  // Functions, not strings, as replacements: a `$` in the CSS must stay a `$`.
  return html.replace(style[0], () => '').replace('</head>', () => `${style[0]}\n</head>`);
}
