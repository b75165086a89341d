import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { paths } from '../src/routing/paths';
import { ROUTE_PAGES_DIR, routePageName } from '../server/http/route-pages';
import { INDEX_FONTS, screenFonts, withFontWarmUp } from './font-warm-up';

/**
 * The screens a signed-in user most often opens cold (an installed portal starts where it was
 * left), each with the modules src/app/screens.ts loads lazily for it. Only what the screen's first
 * render needs: the account screen's forms (AccountForms and the form kit, some 20 KB) are fetched
 * once its title has painted (AccountPage.tsx). Named here, they travelled beside the entry over a
 * phone's six connections and took their share of the bandwidth from it, which the title waits for
 * (Lighthouse mobile, simulated on the same runs: LCP 1.85-1.91 -> 1.59-1.77 s); the forms come
 * about a round trip later than they did.
 */
export const PRELOADED_SCREENS: Record<string, readonly string[]> = {
  [paths.home]: ['src/features/accounts/AccountSelectionPage.tsx'],
  [paths.dashboard]: ['src/features/dashboard/HomePage.tsx'],
  [paths.products]: ['src/features/dashboard/ProductsPage.tsx'],
  [paths.manageUser]: ['src/features/members/ManageUsersPage.tsx'],
  [paths.updateAccount]: ['src/features/account/AccountPage.tsx'],
  [paths.profile]: ['src/features/profile/ProfilePage.tsx'],
};

/**
 * The screen of a start without a session, which index.html itself (served for every path without
 * a page of its own) names: the login page, with Chakra and the form kit it brings.
 */
export const INDEX_SCREEN = 'src/features/auth/LoginPage.tsx';

/** The parts of a built chunk this plugin reads (a Rollup/Rolldown OutputChunk). */
export type ChunkInfo = { fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[]; moduleIds?: string[]; code?: string };

/** The files a lazy module's chunk needs that the page's entry does not already load: the chunk and its static imports. */
export function screenFiles(chunks: ChunkInfo[], moduleId: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByEntry = new Set<string>();
  const addEntry = (file: string) => {
    if (loadedByEntry.has(file)) return;
    loadedByEntry.add(file);
    byFile.get(file)?.imports.forEach(addEntry);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => addEntry(chunk.fileName));

  // Its own chunk, or the group chunk that holds it (vite.config.ts codeSplitting groups).
  const screen = chunks.find((chunk) => chunk.facadeModuleId === moduleId) ?? chunks.find((chunk) => chunk.moduleIds?.includes(moduleId));
  if (!screen) throw new Error(`scripts/route-preloads.ts: no chunk for ${moduleId}; update PRELOADED_SCREENS`);
  const files: string[] = [];
  const add = (file: string) => {
    if (loadedByEntry.has(file) || files.includes(file)) return;
    files.push(file);
    byFile.get(file)?.imports.forEach(add);
  };
  add(screen.fileName);
  return files;
}

/**
 * index.html with a modulepreload link per file, right after the entry's script tag (or, without
 * one, where Vite puts its own: before the head ends). Early in the head, because a phone on
 * HTTP/1.1 has six connections: listed after the stylesheet, the manifest and the icons, the
 * largest script waited for one of them to come free (Lighthouse mobile, login: its LCP was the
 * end of that download).
 */
export function withPreloads(html: string, files: string[], base = '/'): string {
  const links = files.map((file) => `  <link rel="modulepreload" crossorigin href="${base}${file}">\n`).join('');
  const entry = /<script type="module"[^>]*><\/script>\n/.exec(html);
  if (entry) return html.replace(entry[0], `${entry[0]}${links}`);
  if (!html.includes('</head>')) throw new Error('scripts/route-preloads.ts: index.html has no </head>');
  return html.replace(/\n?<\/head>/, `\n${links}</head>`);
}

/** The files, the largest first: the one that takes longest starts first. */
export function largestFirst(chunks: ChunkInfo[], files: string[]): string[] {
  const size = (file: string) => chunks.find((chunk) => chunk.fileName === file)?.code?.length ?? 0;
  return [...files].sort((a, b) => size(b) - size(a));
}

/**
 * Writes dist/routes/<route>.html: index.html that also names the opened screen's scripts. Without
 * it a phone asks for them only after the entry script has run and the server has confirmed the
 * session, a second round of requests after the first; with it they travel beside the entry.
 * They are only fetched, not run, so a visitor who turns out signed out loses a few KB, no time.
 * index.html itself names the login page's scripts (INDEX_SCREEN). Each page also lays out the
 * fonts its screen shows first (scripts/font-warm-up.ts).
 */
export function routePreloads(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let base = '/';
  let pages: [string, string[]][] = [];
  let indexFiles: string[] = [];
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkInfo[];
      const filesOf = (modules: readonly string[]) =>
        largestFirst(chunks, [...new Set(modules.flatMap((module) => screenFiles(chunks, resolve(root, module))))]);
      pages = Object.entries(PRELOADED_SCREENS).map(([path, modules]) => [path, filesOf(modules)]);
      indexFiles = filesOf([INDEX_SCREEN]);
    },
    // After Vite has written index.html, before scripts/precompress.ts compresses what is in dist/.
    writeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      mkdirSync(join(outDir, ROUTE_PAGES_DIR), { recursive: true });
      for (const [path, files] of pages) {
        writeFileSync(join(outDir, ROUTE_PAGES_DIR, routePageName(path)), withFontWarmUp(withPreloads(html, files, base), screenFonts(path)));
      }
      // Last, so the route pages above do not inherit the login page's scripts.
      writeFileSync(join(outDir, 'index.html'), withFontWarmUp(withPreloads(html, indexFiles, base), INDEX_FONTS));
    },
  };
}
