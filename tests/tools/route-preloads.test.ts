import { describe, expect, it } from 'vitest';
import { routePageName } from '../../server/http/route-pages';
import { INDEX_FONTS, SCREEN_FONTS, screenFonts, withFontWarmUp } from '../../scripts/font-warm-up';
import { largestFirst, PRELOADED_SCREENS, screenFiles, withPreloads, type ChunkInfo } from '../../scripts/route-preloads';

const chunk = (fileName: string, imports: string[] = [], extra: Partial<ChunkInfo> = {}): ChunkInfo =>
  ({ fileName, imports, isEntry: false, facadeModuleId: null, ...extra });

// An entry that loads startup.js; a lazy screen that needs startup.js (already there), a chunk of
// its own and a chunk it shares with another screen, which itself needs a further chunk.
const CHUNKS: ChunkInfo[] = [
  chunk('assets/index.js', ['assets/startup.js'], { isEntry: true }),
  chunk('assets/startup.js'),
  chunk('assets/Home.js', ['assets/startup.js', 'assets/shared.js'], { facadeModuleId: '/src/Home.tsx' }),
  chunk('assets/shared.js', ['assets/startup.js', 'assets/modal.js']),
  chunk('assets/modal.js'),
  chunk('assets/Other.js', ['assets/shared.js'], { facadeModuleId: '/src/Other.tsx' }),
];

describe('the scripts a route page names', () => {
  it('are the screen\'s chunk and everything it imports, except what the entry already loads', () => {
    expect(screenFiles(CHUNKS, '/src/Home.tsx')).toEqual(['assets/Home.js', 'assets/shared.js', 'assets/modal.js']);
  });

  it('are those of the group chunk that holds the screen, when it has none of its own', () => {
    const grouped = [...CHUNKS, chunk('assets/dashboard.js', ['assets/startup.js'], { moduleIds: ['/src/Dash.tsx', '/src/Table.tsx'] })];
    expect(screenFiles(grouped, '/src/Dash.tsx')).toEqual(['assets/dashboard.js']);
  });

  it('stop the build when a listed screen has no chunk of its own', () => {
    expect(() => screenFiles(CHUNKS, '/src/Gone.tsx')).toThrow(/no chunk for \/src\/Gone\.tsx; update PRELOADED_SCREENS/);
  });

  it('go into the head as module preloads, once each, and nothing else in the page changes', () => {
    const html = '<!doctype html><html><head><title>Portal</title>\n</head><body><div id="root"></div></body></html>';
    const page = withPreloads(html, ['assets/Home.js', 'assets/shared.js']);
    expect(page).toBe(
      '<!doctype html><html><head><title>Portal</title>\n'
      + '  <link rel="modulepreload" crossorigin href="/assets/Home.js">\n'
      + '  <link rel="modulepreload" crossorigin href="/assets/shared.js">\n'
      + '</head><body><div id="root"></div></body></html>',
    );
  });

  it('come right after the entry script, before the stylesheet and the manifest take the connections', () => {
    const html = '<head>\n<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="stylesheet" href="/assets/index.css">\n</head>';
    expect(withPreloads(html, ['assets/big.js', 'assets/small.js'])).toBe(
      '<head>\n<script type="module" crossorigin src="/assets/index.js"></script>\n'
      + '  <link rel="modulepreload" crossorigin href="/assets/big.js">\n'
      + '  <link rel="modulepreload" crossorigin href="/assets/small.js">\n'
      + '<link rel="stylesheet" href="/assets/index.css">\n</head>',
    );
  });

  it('are listed the largest first', () => {
    const sized = (fileName: string, code: string): ChunkInfo => ({ fileName, isEntry: false, facadeModuleId: null, imports: [], code });
    const chunks = [sized('assets/a.js', 'x'), sized('assets/b.js', 'xxx'), sized('assets/c.js', 'xx')];
    expect(largestFirst(chunks, ['assets/a.js', 'assets/b.js', 'assets/c.js'])).toEqual(['assets/b.js', 'assets/c.js', 'assets/a.js']);
  });

  it('are in a file named after the route, a trailing slash ignored', () => {
    expect(routePageName('/')).toBe('home.html');
    expect(routePageName('/dashboard')).toBe('dashboard.html');
    expect(routePageName('/dashboard/manage-user/')).toBe('dashboard--manage-user.html');
  });
});

describe('the fonts a page lays out first', () => {
  it('are one unseen letter per size and weight, first in the body, hidden from assistive technology', () => {
    const page = withFontWarmUp('<html><head></head><body><div id="root"></div></body></html>', [['sm', 'normal'], ['2xl', 'semibold']]);
    const body = page.slice(page.indexOf('<body>'));
    expect(body).toMatch(/^<body>\s*<div data-font-warm-up aria-hidden="true" style="[^"]*visibility:hidden[^"]*">/);
    expect(body.match(/<span style="[^"]*">a<\/span>/g)).toEqual([
      '<span style="font-size:var(--chakra-font-sizes-sm);font-weight:var(--chakra-font-weights-normal)">a</span>',
      '<span style="font-size:var(--chakra-font-sizes-2xl);font-weight:var(--chakra-font-weights-semibold)">a</span>',
    ]);
    expect(body.endsWith('</div><div id="root"></div></body></html>')).toBe(true);
  });

  it('are listed for every route page', () => {
    expect(Object.keys(SCREEN_FONTS).sort()).toEqual(Object.keys(PRELOADED_SCREENS).sort());
  });

  it('stop the build when a route page has none listed', () => {
    expect(() => screenFonts('/nowhere')).toThrow(/no fonts listed for \/nowhere; update SCREEN_FONTS/);
  });

  it('stop the build when the page has no body to put them in', () => {
    expect(() => withFontWarmUp('<html></html>', INDEX_FONTS)).toThrow(/no <body>/);
  });
});
