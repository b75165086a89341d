import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** What compresses: text. Images (png) and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|ico)$/;
// A compressed answer carries `Content-Encoding` and `Vary` besides: a copy that saves less than those is not worth serving.
const HEADER_BYTES = 40;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `file.br` and `file.gz` beside each compressible file of `dir` that they make smaller; the count written. */
export function precompressDir(dir: string): number {
  let written = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length <= HEADER_BYTES) continue;
    const copies: [string, Buffer][] = [
      ['.br', brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } })],
      ['.gz', gzipSync(content, { level: 9 })],
    ];
    for (const [suffix, compressed] of copies) {
      if (content.length - compressed.length <= HEADER_BYTES) continue;
      writeFileSync(file + suffix, compressed);
      written += 1;
    }
  }
  return written;
}

/**
 * Compresses the build once, at build time, with the strongest settings (too slow per request):
 * the server sends `file.br` or `file.gz` to a browser that accepts it (server/http/static.ts).
 * Runs after every other plugin has written its files (the service worker included).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
