import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { PRERENDERED_PATHS, prerenderedFile, SIGNED_IN_PATHS, signedInPageFile } from '../../src/routing/prerendered';
import { acceptsEncoding, CONTENT_CODINGS } from './accept-encoding';

export const NOT_BUILT_MESSAGE =
  'The portal is not built yet. Run `npm run build`, then reload this page. The API is under /api/v1.';

/** Paths the portal never owns: unknown ones there get a JSON 404, not index.html. */
export const isServerPath = (path: string): boolean => /^\/(api|__dev|__sandbox|__demo)(\/|$)/.test(path);

/**
 * The built portal: files from staticDir, a prerendered public page for its path, a signed-in
 * path's page (index.html naming the chunks its screen needs, scripts/route-preloads.ts), and
 * index.html for any other GET (the SPA routes).
 * index.html and sw.js must be revalidated so a new release reaches users; hashed assets never change.
 */
export function mountPortal(app: Hono, staticDir: string): void {
  const indexFile = join(staticDir, 'index.html');

  // Made on first use: serveStatic complains at creation when the directory does not exist yet.
  let files: MiddlewareHandler | null = null;
  const serveFile = (c: Context) => {
    // precompressed: `file.br` / `file.gz`, made at build time (scripts/precompress.ts), when the browser accepts them.
    files ??= serveStatic({ root: staticDir, precompressed: true });
    return files(c, async () => {});
  };

  app.get('*', async (c, next) => {
    if (isServerPath(c.req.path)) return next();
    // Checked per request, so `npm run build` while the server runs needs no restart.
    if (!existsSync(indexFile)) return c.text(NOT_BUILT_MESSAGE);
    // A prerendered page is a folder's index.html, which serveStatic would hand out whatever the query.
    if (PRERENDERED_PATHS.includes(c.req.path)) return pageOfRoute(c, prerenderedOrIndex(c.req.path, new URL(c.req.url).search));
    // Before the files: serveStatic would answer / with index.html itself.
    if (SIGNED_IN_PATHS.includes(c.req.path)) return pageOfRoute(c, signedInPageOrIndex(c.req.path));
    const served = await serveFile(c);
    if (served instanceof Response) {
      const immutable = c.req.path.startsWith('/assets/') && served.status < 300;
      // A country's flag changes with a release at most; a day's reuse spares a phone the revalidation.
      const flag = c.req.path.startsWith('/flags/') && served.status < 300;
      served.headers.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : flag ? 'public, max-age=86400' : 'no-cache');
      return served;
    }
    // A missing hashed asset is an old page asking for a file that is gone: say so, not HTML.
    // The same for a flag that does not exist: an image, never the portal's page.
    if (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/flags/')) return next();
    return pageOfRoute(c, indexFile);
  });

  // A prerendered form sent by the browser itself (scripts turned off): the page again, by GET,
  // so a reload does not send the form a second time. What was sent is not read.
  app.post('*', (c, next) => (PRERENDERED_PATHS.includes(c.req.path) ? c.redirect(c.req.path, 303) : next()));

  /**
   * A prerendered page for its bare path. With a query (a launcher's link) the page renders
   * something else, so index.html, as it is before a build made the pages.
   */
  function prerenderedOrIndex(path: string, search: string): string {
    if (search !== '') return indexFile;
    const page = join(staticDir, prerenderedFile(path));
    return existsSync(page) ? page : indexFile;
  }

  /** A build from before these pages, or one cut short, has only index.html. */
  function signedInPageOrIndex(path: string): string {
    const page = join(staticDir, signedInPageFile(path));
    return existsSync(page) ? page : indexFile;
  }
}

/* index.html for a route of the portal, compressed as its assets are when the build made copies. */
async function pageOfRoute(c: Context, pageFile: string): Promise<Response> {
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  for (const coding of CONTENT_CODINGS) {
    // The copies scripts/precompress.ts made, named as serveStatic's `precompressed` looks for them.
    const copy = `${pageFile}.${coding === 'gzip' ? 'gz' : coding}`;
    if (!acceptsEncoding(c.req.header('Accept-Encoding'), coding) || !existsSync(copy)) continue;
    return c.body(await readFile(copy), 200, { 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': coding });
  }
  return c.html(await readFile(pageFile, 'utf8'));
}

