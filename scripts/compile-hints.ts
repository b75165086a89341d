import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has every function
 * compiled as the file streams in, on a background thread, instead of each one on the main thread
 * the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** What of an output file the choice needs (a Rollup/Rolldown chunk or asset has these). */
export interface OutputFileInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  name?: string;
  isEntry?: boolean;
}

/** The files to mark: the entry chunks, and the chunks of the given names. */
export function hintedFiles(files: readonly OutputFileInfo[], chunkNames: readonly string[]): string[] {
  return files
    .filter((file) => file.type === 'chunk' && (file.isEntry === true || chunkNames.includes(file.name ?? '')))
    .map((file) => file.fileName);
}

/**
 * Marks the files whose functions a start calls at once: the entry (the router, the session, the
 * query cache and the shell render on every start) and the chunks named in `chunkNames`. Left lazy,
 * each of their functions was parsed a second time and compiled on the main thread at its first
 * call, inside the first render's one long task. A file most of whose code waits for a click (the
 * dialogs, the libraries of one field) stays lazy: its unused functions would cost compile time and
 * memory for nothing.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-compile-hints',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // On the written files: the comment has to be the file's first line, a minifier drops comments,
    // and the build's own last steps rewrite the entry's code after the plugins' generateBundle.
    // Before closeBundle, where the service worker's precache list and the compressed copies are made.
    writeBundle(_options, bundle) {
      for (const fileName of hintedFiles(Object.values(bundle), chunkNames)) {
        const path = join(outDir, fileName);
        writeFileSync(path, COMPILE_HINT + readFileSync(path, 'utf8'));
      }
    },
  };
}
