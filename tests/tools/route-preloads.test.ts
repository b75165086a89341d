import { describe, expect, it } from 'vitest';
import { routePageName } from '../../server/http/route-pages';
import { largestFirst, screenFiles, withPreloads, type ChunkInfo } from '../../scripts/route-preloads';

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
