import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { useApiApp } from '../support/api-app';

// Text that compresses, as a bundle does; big enough to be worth a compressed copy.
const BUNDLE = Array.from({ length: 400 }, (_, index) => `export const value${index} = "portal ${index}";`).join('\n');

// An index.html big enough to be worth a compressed copy.
const INDEX_HTML = `<!doctype html><head><title>Portal</title><style>${Array.from({ length: 200 }, (_, index) => `.c${index}{margin:${index}px}`).join('')}</style></head><div id="root"></div>`;

function builtPortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-compressed-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'app-9f8e7d.js'), BUNDLE);
  writeFileSync(join(dir, 'assets', 'tiny-1a2b3c.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'icon-4d5e6f.png'), Buffer.alloc(4096, 7));
  precompressDir(dir);
  return dir;
}

describe('assets compressed once at build time', () => {
  const staticDir = builtPortal();
  const api = useApiApp('pglite', { env: { STATIC_DIR: staticDir } });
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

  const fetchAsset = async (path: string, acceptEncoding?: string) => {
    const response = await api.app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and the file itself otherwise', async () => {
    const brotli = await fetchAsset('/assets/app-9f8e7d.js', 'gzip, deflate, br');
    expect(brotli.response.headers.get('content-encoding')).toBe('br');
    expect(brotli.response.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.response.headers.get('content-type')).toContain('javascript');
    expect(brotli.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.bytes.length).toBeLessThan(BUNDLE.length / 4);
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(BUNDLE);

    const gzip = await fetchAsset('/assets/app-9f8e7d.js', 'gzip');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(BUNDLE);

    const plain = await fetchAsset('/assets/app-9f8e7d.js');
    expect(plain.response.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(BUNDLE);
  });

  it('leaves alone what compression does not help: tiny files and images', async () => {
    for (const path of ['/assets/tiny-1a2b3c.js', '/assets/icon-4d5e6f.png']) {
      const { response } = await fetchAsset(path, 'br, gzip');
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-encoding'), path).toBeNull();
    }
  });

  it('sends the page of every route compressed the same way, and says it varies by encoding', async () => {
    for (const path of ['/', '/dashboard', '/dashboard/']) {
      const page = await fetchAsset(path, 'gzip, deflate, br');
      expect(page.response.headers.get('content-encoding'), path).toBe('br');
      expect(brotliDecompressSync(page.bytes).toString(), path).toBe(INDEX_HTML);
    }
    const brotli = await fetchAsset('/dashboard/manage-user', 'gzip, deflate, br');
    expect(brotli.response.headers.get('content-encoding')).toBe('br');
    expect(brotli.response.headers.get('content-type')).toContain('text/html');
    expect(brotli.response.headers.get('cache-control')).toBe('no-cache');
    expect(brotli.response.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(INDEX_HTML);

    const gzip = await fetchAsset('/auth/login', 'br;q=0, gzip');
    expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(INDEX_HTML);

    for (const acceptEncoding of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await fetchAsset('/auth/login', acceptEncoding);
      expect(plain.response.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(plain.bytes.toString(), acceptEncoding).toBe(INDEX_HTML);
    }
  });
});
