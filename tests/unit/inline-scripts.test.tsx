import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPT_HASHES } from '../../server/http/inline-scripts';
import { ColorModeProvider } from '../../src/ui/color-mode/ColorModeProvider';

/** Each inline script's text in `html`, as the browser hashes it for the Content-Security-Policy. */
const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

describe('the inline scripts the Content-Security-Policy allows', () => {
  it("are index.html's pre-paint script, the one next-themes prerenders and the prerendered pages' hold-submit and hold-press, and nothing else", () => {
    const indexScripts = inlineScripts(readFileSync('index.html', 'utf8'));
    // What a prerendered page carries in its markup: the provider's own script, before the page.
    const providerScripts = inlineScripts(renderToString(<ColorModeProvider>page</ColorModeProvider>));
    // Put whole into a prerendered page's head (scripts/prerender/hold-submit-script.ts).
    const holdSubmit = readFileSync('scripts/prerender/hold-submit.js', 'utf8');
    // Put whole into the signed-in frame's head (scripts/prerender/page-html.ts, frameHtml).
    const holdPress = readFileSync('scripts/prerender/hold-press.js', 'utf8');
    expect(indexScripts).toHaveLength(1);
    expect(providerScripts).toHaveLength(1);
    // A failure here after a script changed names the hash to put in server/http/inline-scripts.ts.
    expect([...INLINE_SCRIPT_HASHES].sort()).toEqual([...indexScripts, ...providerScripts, holdSubmit, holdPress].map(cspHash).sort());
  });
});
