import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the portal serves country flags: one small SVG per country, fetched when a flag shows. */
export const FLAGS_DIR = 'flags';

function flagSource(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('country-flag-icons/package.json')), '3x2');
}

/**
 * Puts the phone input's flag set (country-flag-icons, the images its default `flagUrl` would fetch
 * from a CDN) under /flags/ of the portal itself. Bundled as React components they were 42 KB of
 * brotli on the account form; served as files, a form loads only the flags it shows.
 */
export function countryFlags(): Plugin {
  const source = flagSource();
  return {
    name: 'portal-country-flags',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/flags\/([A-Z]{2}(?:-[A-Z0-9]+)?)\.svg$/.exec(request.url ?? '');
        if (!match) return next();
        try {
          const svg = readFileSync(join(source, `${match[1]}.svg`));
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(svg);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const file of readdirSync(source)) {
        if (!file.endsWith('.svg')) continue;
        this.emitFile({ type: 'asset', fileName: `${FLAGS_DIR}/${file}`, source: readFileSync(join(source, file)) });
      }
    },
  };
}
