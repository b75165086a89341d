import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { useApiApp } from '../support/api-app';

// Text that compresses, as a bundle does; big enough to be worth a compressed copy.
const BUNDLE = Array.from({ length: 400 }, (_, index) => `export const value${index} = "portal ${index}";`).join('\n');

function builtPortal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-compressed-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
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
});
