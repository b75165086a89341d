import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BILLING_RETURN_PAGE } from '../../src/routing/billing-return';
import { signedInPageFile } from '../../src/routing/prerendered';
import { dbKinds, useApiApp } from '../support/api-app';

const INDEX = '<!doctype html><title>Portal</title><div id="root"></div>';
const PUBLIC_DIR = new URL('../../public', import.meta.url).pathname;

function makeStaticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
  // The billing frame's return page, as the build copies it from public/.
  for (const file of ['billing-return.html', 'billing-return.js']) copyFileSync(join(PUBLIC_DIR, file), join(dir, file));
  return dir;
}

describe.each(dbKinds)('the built portal (%s)', (kind) => {
  const staticDir = makeStaticDir();
  const api = useApiApp(kind, { env: { STATIC_DIR: staticDir } });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  it('serves index.html for every SPA route, / included, revalidated every time', async () => {
    for (const path of ['/', '/dashboard', '/dashboard/', '/auth/login', '/dashboard/manage-user', '/auth/verify-email?token=abc']) {
      const response = await api.get(path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toBe(INDEX);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it("allows scripts from its own origin, and inline only the pre-paint, hold-submit and hold-press scripts, by hash", async () => {
    const policy = (await api.get('/dashboard')).headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src')) ?? '';
    const [directive, ...sources] = scriptSrc.split(' ');
    expect(directive).toBe('script-src');
    expect(sources[0]).toBe("'self'");
    // Two colour-mode scripts, hold-submit.js and hold-press.js (server/http/inline-scripts.ts).
    expect(sources.slice(1)).toHaveLength(4);
    for (const source of sources.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(scriptSrc).not.toContain('unsafe');
  });

  it('serves existing files: hashed assets immutable, sw.js revalidated', async () => {
    const asset = await api.get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const worker = await api.get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    expect((await api.get('/manifest.webmanifest')).status).toBe(200);
  });

  it('serves the billing frame return page itself, not index.html, with the usual security headers', async () => {
    const page = await api.get(BILLING_RETURN_PAGE);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<script src="/billing-return.js"></script>');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    // Only the portal's own pages may frame it, and its one script comes from the origin.
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const script = await api.get('/billing-return.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('does not answer a missing asset with index.html', async () => {
    const response = await api.get('/assets/gone-999.js');
    expect(response.status).toBe(404);
  });

  it('never falls back to index.html under /api, /__dev or /__sandbox', async () => {
    const unknownApi = await api.get('/api/v1/unknown');
    expect(unknownApi.status).toBe(404);
    expect(unknownApi.body).toEqual({ message: 'Not found' });
    expect((await api.get('/api')).body).toEqual({ message: 'Not found' });
    expect((await api.get('/__sandbox/checkout')).body).toEqual({ message: 'Not found' });
    expect((await api.get('/__dev/other')).body).toEqual({ message: 'Not found' });
  });

  it('serves the portal for the checkout return route /{provider}/success', async () => {
    const response = await api.get('/sandbox/success?id=abc');
    expect(response.status).toBe(200);
    expect(String(response.body)).toContain('<div id="root">');
  });

  it('does not serve files outside the directory', async () => {
    const response = await api.get('/..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });
});

describe.each(dbKinds)('a build with pages for the signed-in paths (%s)', (kind) => {
  const staticDir = makeStaticDir();
  const pageOf = (path: string) => `<!doctype html><title>Portal</title><link rel="modulepreload" href="/assets/${path}.js"><div id="root"></div>`;
  for (const path of ['/', '/dashboard/manage-user']) {
    const file = join(staticDir, signedInPageFile(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, pageOf(path === '/' ? 'home' : 'members'));
  }
  const api = useApiApp(kind, { env: { STATIC_DIR: staticDir } });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  it("answers a signed-in path with its own page, a query or not, and the paths without one with index.html", async () => {
    expect((await api.get('/')).body).toBe(pageOf('home'));
    expect((await api.get('/dashboard/manage-user')).body).toBe(pageOf('members'));
    const withQuery = await api.get('/dashboard/manage-user?tab=1');
    expect(withQuery.body).toBe(pageOf('members'));
    expect(withQuery.headers.get('cache-control')).toBe('no-cache');
    // A signed-in path whose page this build did not make, and a path that is not signed in.
    expect((await api.get('/dashboard')).body).toBe(INDEX);
    expect((await api.get('/auth/verify-email')).body).toBe(INDEX);
  });
});

describe.each(dbKinds)('a build with prerendered pages (%s)', (kind) => {
  const LOGIN_PAGE = '<!doctype html><title>Sign in</title><div id="root"><form method="post"></form></div>';
  const staticDir = makeStaticDir();
  mkdirSync(join(staticDir, 'auth', 'login'), { recursive: true });
  writeFileSync(join(staticDir, 'auth', 'login', 'index.html'), LOGIN_PAGE);
  const api = useApiApp(kind, { env: { STATIC_DIR: staticDir } });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  it('answers a prerendered path with its own page, revalidated, and every other route with index.html', async () => {
    const login = await api.get('/auth/login');
    expect(login.body).toBe(LOGIN_PAGE);
    expect(login.headers.get('cache-control')).toBe('no-cache');
    expect(login.headers.get('content-security-policy')).toContain("script-src 'self'");
    // Prerendered, but not built here: index.html, as before a build made the pages.
    expect((await api.get('/auth/register')).body).toBe(INDEX);
    expect((await api.get('/dashboard')).body).toBe(INDEX);
  });

  it('answers a prerendered path with a query (a launcher link) with index.html: the page renders something else', async () => {
    expect((await api.get('/auth/login?token=abc&referrer=https%3A%2F%2Fapp.test')).body).toBe(INDEX);
  });

  it('sends a form the browser posted to a prerendered page back to the page by GET, and no other', async () => {
    const posted = await api.app.request('/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=ada%40example.com&password=a+secret',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/auth/login');
    expect((await api.app.request('/dashboard', { method: 'POST' })).status).toBe(404);
  });
});

describe.each(dbKinds)('without a build (%s)', (kind) => {
  const emptyDir = mkdtempSync(join(tmpdir(), 'portal-empty-'));
  const api = useApiApp(kind, { env: { STATIC_DIR: emptyDir } });
  afterAll(() => rmSync(emptyDir, { recursive: true, force: true }));

  it('says to run npm run build', async () => {
    const response = await api.get('/');
    expect(response.status).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});
