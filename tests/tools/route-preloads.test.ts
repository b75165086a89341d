import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { SIGNED_IN_SCREEN_OF } from '../../src/app/screen-chunks';
import { paths } from '../../src/routing/paths';
import { preloadsByPath, withModulePreloads } from '../../scripts/route-preloads';

type Chunk = { fileName: string; imports?: string[]; entry?: boolean; module?: string };

/** A build's output as the plugin reads it: the fields it uses, each chunk named by its file. */
function bundleOf(chunks: Chunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((chunk) => [chunk.fileName, {
    type: 'chunk', fileName: chunk.fileName, imports: chunk.imports ?? [], isEntry: chunk.entry ?? false,
    isDynamicEntry: chunk.module !== undefined, facadeModuleId: chunk.module ?? null,
  }])) as unknown as Rolldown.OutputBundle;
}

const screens = [...new Set(Object.values(SIGNED_IN_SCREEN_OF))];
/** Every screen's chunk imports the shared runtime and one chunk of its own. */
const build: Chunk[] = [
  { fileName: 'assets/index-1.js', entry: true, imports: ['assets/core-1.js'] },
  { fileName: 'assets/core-1.js' },
  { fileName: 'assets/AppLayout-1.js', module: '/src/app/layout/AppLayout.tsx', imports: ['assets/core-1.js', 'assets/frame-1.js'] },
  { fileName: 'assets/frame-1.js', imports: ['assets/core-1.js'] },
  { fileName: 'assets/DataTable-1.js', imports: ['assets/core-1.js'] },
  ...screens.flatMap((name): Chunk[] => [
    { fileName: `assets/${name}-1.js`, module: `/src/features/x/${name}.tsx`, imports: ['assets/core-1.js', `assets/${name}-own-1.js`] },
    { fileName: `assets/${name}-own-1.js`, imports: name === 'ManageUsersPage' ? ['assets/DataTable-1.js'] : [] },
  ]),
];

describe('the signed-in paths\' pages', () => {
  it('name every chunk a path\'s screen and the frame import, and none the entry loads already', () => {
    const preloads = preloadsByPath(bundleOf(build));
    expect([...preloads.keys()].sort()).toEqual(Object.keys(SIGNED_IN_SCREEN_OF).sort());
    expect(preloads.get(paths.manageUser)?.sort()).toEqual([
      '/assets/AppLayout-1.js', '/assets/DataTable-1.js', '/assets/ManageUsersPage-1.js', '/assets/ManageUsersPage-own-1.js', '/assets/frame-1.js',
    ]);
    expect(preloads.get(paths.dashboard)).not.toContain('/assets/DataTable-1.js');
    for (const files of preloads.values()) expect(files).not.toContain('/assets/core-1.js');
  });

  it('fail the build when a screen has no chunk of its own, rather than announce nothing', () => {
    const withoutSecurity = build.filter((chunk) => !chunk.fileName.startsWith('assets/SecurityPage-1'));
    expect(() => preloadsByPath(bundleOf(withoutSecurity))).toThrow(/SecurityPage/);
  });

  it('are index.html with the links before its head closes', () => {
    const html = '<!doctype html><head><script type="module" src="/assets/index-1.js"></script></head><body></body>';
    expect(withModulePreloads(html, ['/assets/a.js', '/assets/b.js'])).toBe(
      '<!doctype html><head><script type="module" src="/assets/index-1.js"></script>'
      + '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js"></head><body></body>',
    );
  });
});
