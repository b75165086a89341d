import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from '../support/e2e-server';
import { seedDataDir } from '../support/saved-cluster';

const run = promisify(execFile);
const root = new URL('../..', import.meta.url).pathname;

/*
 * The embedded database belongs to the running server, so the admin command must go through it:
 * the real server as a child process, the real `npm run admin`, talking over loopback.
 */
describe('npm run admin while the server runs on the embedded database', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startPortal({}, seedDataDir);
  });
  afterAll(async () => {
    await portal?.stop();
  });

  const admin = async (...args: string[]) => {
    const env = { ...process.env, DATA_DIR: portal.dataDir, DATABASE_URL: '' };
    try {
      const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin', '--', ...args], { cwd: root, env });
      return { code: 0, stdout: stdout.trim().split('\n'), stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout.trim().split('\n'), stderr: failed.stderr };
    }
  };
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${portal.url}${path}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  // Four runs of `npm run admin`, each a new Node process compiling the CLI: more than the suite's 30 s on a busy machine.
  it('adds a product and a package through the server, and the printed link works on that server', { timeout: 120_000 }, async () => {
    expect(existsSync(join(portal.dataDir, 'server.json'))).toBe(true);
    const product = await admin('product', 'add', '--name', 'Nova', '--referrer', 'nova', '--url', 'https://nova.example.com', '--description', 'Stars.');
    expect(product.code, product.stderr).toBe(0);
    const productId = /^Added product (\d+):/.exec(product.stdout[0])?.[1];
    const pkg = await admin('package', 'add', '--name', 'Galaxy', '--price-ref', 'galaxy', '--products', `1,${productId}`);
    expect(pkg.code, pkg.stderr).toBe(0);
    const packageId = Number(/^Added package (\d+):/.exec(pkg.stdout[0])?.[1]);

    const duplicate = await admin('product', 'add', '--name', 'Nova', '--referrer', 'nova', '--url', '/nova');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('A product with the referrer "nova" already exists.');

    const link = await admin('package-link', String(packageId));
    expect(link.code, link.stderr).toBe(0);
    expect(link.stdout[0]).toContain('valid for 30 days');
    const url = new URL(link.stdout[1]);
    expect(url.origin).toBe(portal.url);
    expect(await post('/api/v1/package/info', { token: url.searchParams.get('token') })).toEqual({
      status: 200,
      body: {
        id: packageId, name: 'Galaxy', description: '',
        packageProduct: { subProducts: [
          { id: 1, name: 'Insights', description: 'Dashboards and reports on how the business is doing.' },
          { id: Number(productId), name: 'Nova', description: 'Stars.' },
        ] },
      },
    });
  });

  it('hides the admin API from a request without the proof, over the real loopback interface', async () => {
    const unknownPath = await post('/__nothing-here', {});
    expect(unknownPath.status).toBe(404);
    expect(await post('/__admin/catalogue', { issuedAt: Date.now(), command: { command: 'product list' } })).toEqual(unknownPath);
    expect(await post('/__admin/catalogue', {}, { 'X-Admin-Proof': '0'.repeat(64) })).toEqual(unknownPath);
  });
});
