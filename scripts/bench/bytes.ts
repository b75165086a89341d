import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { sessionStorageEntries, type BenchRoute, type RouteContext, type Session } from './routes';

/**
 * Compressed JavaScript loaded before interaction, per route: a fresh browser context (no HTTP
 * cache, no storage but the session) with service workers blocked (one that took control could
 * answer later chunks from its precache, and they would never show as downloads), the route
 * opened, its content awaited, then the network left to go quiet. Every script the page
 * requested (offering br, as Chromium does: checked) counts with the size of its body as it came
 * over the wire (Playwright's `sizes().responseBodySize`: the encoded body, headers not
 * included), which for a brotli answer is the `.br` file's size: checked against dist/ per file.
 * Files too small to be worth compressing have no `.br` and come as they are.
 */
export type ScriptLoad = { path: string; bytes: number; encoding: string; matchesDist: boolean; entry: boolean };
/** `entryBytes`: the part index.html names (its module script and modulepreloads); the rest the route imported lazily. */
export type RouteBytes = { route: string; bytes: number; entryBytes: number; scripts: ScriptLoad[] };

/** The scripts index.html (the page of every route) loads or preloads by itself, before any lazy import. */
function entryScripts(distDir: string): Set<string> {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]));
}

const QUIET_MS = 1000;
const QUIET_LIMIT_MS = 20_000;

/** The file dist/ holds for what was served: the `.br` or `.gz` twin when the answer was encoded. */
function distSize(distDir: string, urlPath: string, encoding: string): number | null {
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
  const file = join(distDir, decodeURIComponent(urlPath) + suffix);
  return existsSync(file) ? statSync(file).size : null;
}

/** Waits until no request has been open for QUIET_MS (at most QUIET_LIMIT_MS): lazy chunks a screen pulls after showing count too. */
async function networkQuiet(page: Page, open: Set<Request>): Promise<void> {
  const deadline = Date.now() + QUIET_LIMIT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
}

export async function measureRouteBytes(
  browser: Browser, base: string, distDir: string, route: BenchRoute, session: Session, context: RouteContext,
): Promise<RouteBytes> {
  const entry = entryScripts(distDir);
  const storage = route.signedIn ? Object.entries(sessionStorageEntries(session)).map(([name, value]) => ({ name, value })) : [];
  const browserContext = await browser.newContext({
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: [{ origin: base, localStorage: storage }] },
  });
  try {
    const page = await browserContext.newPage();
    const open = new Set<Request>();
    const loads: Promise<ScriptLoad | null>[] = [];
    page.on('request', (request) => open.add(request));
    page.on('requestfailed', (request) => open.delete(request));
    page.on('requestfinished', (request) => {
      open.delete(request);
      const load = (async () => {
        const response = await request.response();
        const isScript = request.resourceType() === 'script' || /javascript/.test(response?.headers()['content-type'] ?? '');
        if (!response || !isScript) return null;
        // The budgets are brotli sizes: a browser that did not offer br would be sent gzip and make them gzip sizes.
        const accepted = (await request.allHeaders())['accept-encoding'] ?? '';
        if (!/\bbr\b/.test(accepted)) throw new Error(`Chromium asked for ${request.url()} with Accept-Encoding "${accepted}", without br`);
        const { responseBodySize } = await request.sizes();
        const encoding = response.headers()['content-encoding'] ?? 'identity';
        const path = new URL(request.url()).pathname;
        return { path, bytes: responseBodySize, encoding, matchesDist: distSize(distDir, path, encoding) === responseBodySize, entry: entry.has(path) };
      })();
      // Awaited (with its failure) only once the page is quiet: until then it must not count as unhandled.
      load.catch(() => {});
      loads.push(load);
    });
    await page.goto(new URL(route.path, base).toString());
    await route.ready(page, context);
    await networkQuiet(page, open);
    const scripts = (await Promise.all(loads)).filter((load): load is ScriptLoad => load !== null);
    const sum = (list: ScriptLoad[]) => list.reduce((total, script) => total + script.bytes, 0);
    return { route: route.name, bytes: sum(scripts), entryBytes: sum(scripts.filter((script) => script.entry)), scripts };
  } finally {
    await browserContext.close();
  }
}
