import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { SIGNED_IN_FRAME_MODULE, SIGNED_IN_SCREEN_OF } from '../src/app/screen-chunks';
import { signedInPageFile } from '../src/routing/prerendered';

/**
 * A page per signed-in path (src/routing/prerendered.ts, signedInPageFile): index.html with a
 * `modulepreload` link for every chunk that path's screen and the frame around it import, beyond
 * what the entry loads. Without them a phone learns of those chunks only once the entry has
 * arrived and run, then fetches some twenty small files in waves of HTTP/1.1's six connections, a
 * round trip each; with them it asks for them while the entry is still downloading. The server
 * sends these pages (server/http/static.ts); the service worker, which has every chunk at hand,
 * keeps answering with its own (sw/paint.ts).
 */
const chunksOf = (bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] =>
  Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');

/** The chunk of a module by its file's name, among the lazily loaded ones: exactly one. */
function chunkOfModule(chunks: Rolldown.OutputChunk[], name: string): Rolldown.OutputChunk {
  const found = chunks.filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null
    && basename(chunk.facadeModuleId, extname(chunk.facadeModuleId)) === name);
  if (found.length !== 1) throw new Error(`route-preloads: ${found.length} lazy chunks for ${name}, not one`);
  return found[0];
}

/** A chunk and every chunk it imports statically, by file name. */
function withImports(byFile: Map<string, Rolldown.OutputChunk>, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of byFile.get(fileName)?.imports ?? []) withImports(byFile, imported, into);
  return into;
}

/** The chunk files to announce for each signed-in path, as absolute paths. */
export function preloadsByPath(bundle: Rolldown.OutputBundle): Map<string, string[]> {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const loadedByEntry = new Set<string>();
  for (const entry of entries) withImports(byFile, entry.fileName, loadedByEntry);
  const frame = withImports(byFile, chunkOfModule(chunks, SIGNED_IN_FRAME_MODULE).fileName);
  const preloads = new Map<string, string[]>();
  for (const [path, screen] of Object.entries(SIGNED_IN_SCREEN_OF)) {
    const files = withImports(byFile, chunkOfModule(chunks, screen).fileName, new Set(frame));
    preloads.set(path, [...files].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`));
  }
  return preloads;
}

/** index.html with the links before its head closes: after the entry's own script and preloads. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (!html.includes('</head>')) throw new Error('route-preloads: index.html has no </head>');
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

export function routePreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      for (const [path, files] of preloadsByPath(bundle)) {
        const file = join(outDir, signedInPageFile(path));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, withModulePreloads(html, files));
      }
    },
  };
}
