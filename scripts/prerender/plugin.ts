import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { paths } from '../../src/routing/paths';
import { PRERENDERED_PATHS, prerenderedFile, SIGNED_IN_FRAME_FILE } from '../../src/routing/prerendered';
import type { PageToWrite } from './run';

/**
 * The screens each prerendered page shows besides the entry's own code: their chunks are preloaded
 * beside the entry, so hydration finds them loaded rather than asking for them after the entry ran.
 */
const LAZY_MODULES: Record<string, string[]> = {
  [paths.login]: [],
  [paths.ssoSignIn]: ['src/features/auth/SsoSignInPage.tsx'],
  [paths.register]: ['src/features/auth/RegisterPage.tsx'],
  [paths.forgotPassword]: ['src/features/auth/ForgotPasswordPage.tsx'],
  [paths.notFound]: ['src/features/errors/NotFoundPage.tsx', 'src/app/layout/PublicLayout.tsx'],
};

/** The signed-in frame's own chunk: every signed-in screen is drawn inside it. */
const FRAME_MODULES = ['src/app/layout/AppLayout.tsx'];

/**
 * Renders the public pages and the signed-in frame (SIGNED_IN_FRAME_FILE) of src/routing/prerendered.ts to HTML once the client build is written,
 * before the service worker's precache list is made (vite-plugin-pwa, at closeBundle), so the
 * worker keeps them too.
 */
export function prerenderPublicPages(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let configFile: string | undefined;
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      configFile = config.configFile;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const pages: PageToWrite[] = PRERENDERED_PATHS.map((path) => ({
        path,
        file: join(outDir, prerenderedFile(path)),
        preloads: chunksOf(bundle, root, LAZY_MODULES[path] ?? []),
      }));
      // Its own process: the app's modules start timers and fill globals (scripts/prerender/run.ts)
      // that would keep the build running, or leak into it.
      execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/prerender/run.ts')], {
        cwd: root,
        input: JSON.stringify({
          root, configFile, template: join(outDir, 'index.html'), pages,
          frame: { file: join(outDir, SIGNED_IN_FRAME_FILE), preloads: chunksOf(bundle, root, FRAME_MODULES) },
        }),
        stdio: ['pipe', 'inherit', 'inherit'],
      });
    },
  };
}

/** The files of the chunks that hold `modules`, with every chunk they import, each once. */
function chunksOf(bundle: Rollup.OutputBundle, root: string, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) add(next);
    }
  };
  for (const module of modules) {
    const id = resolve(root, module);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id || candidate.moduleIds.includes(id));
    // A renamed screen would otherwise leave its page without its chunk, silently.
    if (!chunk) throw new Error(`prerender: no chunk holds ${module}`);
    add(chunk);
  }
  return [...files];
}
