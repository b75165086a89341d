import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalCssOf, variablesOnRoot, withoutRuntimeGlobals } from '../../scripts/chakra-global-css';
import { portalSystem } from '../../src/ui/chakra/theme';

const chakraSystemJs = () => {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@chakra-ui/react/package.json'));
  return readFileSync(join(root, 'dist/esm/styled-system/system.js'), 'utf8');
};

describe('Chakra\'s global styles, made at build time', () => {
  it('holds the layer order first, the reset, and every token the portal styles with', () => {
    const css = globalCssOf(portalSystem);
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer tokens{');
    expect(css).toMatch(/--chakra-colors-blue-600:#[0-9a-f]{6}/i);
    // The contrast fixes (src/ui/chakra/contrast.ts) are part of the portal's system, so they ship too.
    expect(css).toContain('--chakra-colors-fg-error:var(--chakra-colors-red-600)');
    // Light only (src/ui/chakra/theme.ts lightOnly): no dark values, and each token its light one.
    expect(css).not.toContain('.dark');
    expect(css).toContain('--chakra-colors-bg:var(--chakra-colors-white)');
  });

  it('declares the every-element variables once, on the root, and leaves the rest of that rule on every element', () => {
    const css = globalCssOf(portalSystem);
    // Teeth: Chakra's own rule puts them on `*`.
    expect(css).not.toMatch(/\*\{[^{}]*--ring-inset/);
    expect(css).toMatch(/:where\(:root\)\{--ring-inset:var\(--chakra-empty, \);[^{}]*--global-color-border:var\(--chakra-colors-border\)\}/);
    expect(css).toContain('*{font-feature-settings:"cv11"}');
    expect(variablesOnRoot('a{b:c}}*{--ring-inset:x;color:red}')).toBe('a{b:c}}*{color:red}:where(:root){--ring-inset:x}');
    expect(() => variablesOnRoot('*{color:red}')).toThrow(/update scripts\/chakra-global-css\.ts/);
  });

  it('leaves the installed Chakra\'s createSystem without global styles and otherwise unchanged', () => {
    const source = chakraSystemJs();
    const changed = withoutRuntimeGlobals(source);
    expect(changed).toContain('const _global = [];');
    expect(changed).not.toContain('getPreflightCss(), getGlobalCss(), getTokenCss()');
    expect(changed.replace('const _global = [];', '')).toBe(
      source.replace('const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];', ''),
    );
  });

  it('stops the build when a Chakra upgrade moved the statement', () => {
    expect(() => withoutRuntimeGlobals('export function createSystem() {}')).toThrow(/update scripts\/chakra-global-css\.ts/);
  });
});
