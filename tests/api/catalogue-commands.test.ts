import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { parseAdminArgs, USAGE } from '../../server/cli/admin-args';
import { runAdmin } from '../../server/cli/admin';
import { dbKinds, useApiApp } from '../support/api-app';
import { addedId, newProduct, runCommand } from '../support/api-catalogue';

const DAY_S = 24 * 60 * 60;

describe.each(dbKinds)('catalogue admin commands, on the database directly (%s)', (kind) => {
  const api = useApiApp(kind);
  const catalogue = async () => ({
    products: await api.db.query('select * from products order by id'),
    packages: await api.db.query('select * from packages order by id'),
    links: await api.db.query('select * from package_products order by package_id, product_id'),
  });

  it('adds and lists products', async () => {
    const lines = await runCommand(api, {
      command: 'product add', name: ' Atlas ', referrer: 'atlas', url: 'https://atlas.example.com/app', description: 'Maps for teams.',
    });
    const id = addedId(lines);
    expect(lines).toEqual([`Added product ${id}: Atlas (referrer atlas, url https://atlas.example.com/app)`]);
    expect(await api.db.query('select name, referrer, url, description from products where id = $1', [id])).toEqual([
      { name: 'Atlas', referrer: 'atlas', url: 'https://atlas.example.com/app', description: 'Maps for teams.' },
    ]);
    const listed = await runCommand(api, { command: 'product list' });
    expect(listed.slice(0, 3)).toEqual([
      '1  Insights (referrer insights, url /__demo/insights)',
      '2  Ledger (referrer ledger, url /__demo/ledger)',
      '3  Roster (referrer roster, url /__demo/roster)',
    ]);
    expect(listed).toContain(`${id}  Atlas (referrer atlas, url https://atlas.example.com/app)`);
  });

  it('adds packages of products and lists each with its products', async () => {
    const beacon = await newProduct(api, 'Beacon');
    const lines = await runCommand(api, {
      command: 'package add', name: 'Pro', description: 'For growing teams.', priceRef: 'pro-GBP-monthly', productIds: [beacon, 1, beacon],
    });
    const id = addedId(lines);
    expect(lines).toEqual([`Added package ${id}: Pro (price ref pro-GBP-monthly) with products 1, ${beacon}.`]);
    expect(await api.db.query('select name, description, price_ref from packages where id = $1', [id])).toEqual([
      { name: 'Pro', description: 'For growing teams.', price_ref: 'pro-GBP-monthly' },
    ]);
    const listed = await runCommand(api, { command: 'package list' });
    expect(listed.slice(0, 2)).toEqual(['1  Starter (price ref starter)', '    1  Insights (referrer insights, url /__demo/insights)']);
    const at = listed.indexOf(`${id}  Pro (price ref pro-GBP-monthly)`);
    expect(listed[at + 1]).toBe('    1  Insights (referrer insights, url /__demo/insights)');
    expect(listed[at + 2]).toMatch(new RegExp(`^    ${beacon}  Beacon \\(referrer beacon-`));
  });

  it('prints a signed subscribe link naming the package, valid for 30 days', async () => {
    const lines = await runCommand(api, { command: 'package-link', packageId: 2 });
    const expiry = new Date(api.clock.now().getTime() + 30 * DAY_S * 1000);
    expect(lines[0]).toMatch(/^Subscribe link for package 2 \(Business\), valid for 30 days, until \d{4}-\d\d-\d\dT/);
    expect(Math.abs(Date.parse(lines[0].split('until ')[1].slice(0, -1)) - expiry.getTime())).toBeLessThan(5000);
    const url = new URL(lines[1]);
    expect(`${url.origin}${url.pathname}`).toBe('http://portal.test/subscribe');
    const claims = decodeJwt(url.searchParams.get('token') ?? '');
    expect(claims).toMatchObject({ typ: 'package', pkg: 2, package_name: 'Business' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * DAY_S);
  });

  it('refuses a taken referrer, a bad referrer or URL, unknown products, a taken package name, changing nothing', async () => {
    const before = await catalogue();
    const refusals: [Parameters<typeof runCommand>[1], string][] = [
      [{ command: 'product add', name: 'Again', referrer: 'insights', url: '/again' }, 'A product with the referrer "insights" already exists.'],
      [{ command: 'product add', name: 'Bad', referrer: 'Bad Referrer', url: '/bad' }, 'The referrer must be 1-64 lower-case letters'],
      [{ command: 'product add', name: 'Bad', referrer: 'bad-url', url: 'ftp://files.example.com' }, 'The url must be an http:// or https:// address'],
      [{ command: 'product add', name: 'Bad', referrer: 'bad-url', url: 'not a url' }, 'The url must be an http:// or https:// address'],
      [{ command: 'product add', name: 'Bad', referrer: 'bad-url', url: '//elsewhere.example.com' }, 'The url must be'],
      [{ command: 'product add', name: '  ', referrer: 'no-name', url: '/x' }, 'The product name must not be empty.'],
      [{ command: 'package add', name: 'Ghost', priceRef: 'ghost', productIds: [1, 999_999, 999_998] }, 'There is no product 999999, 999998'],
      [{ command: 'package add', name: 'Ghost', priceRef: 'ghost', productIds: [] }, 'A package needs at least one product.'],
      [{ command: 'package add', name: 'Ghost', priceRef: 'has spaces', productIds: [1] }, 'The price ref must be'],
      [{ command: 'package add', name: 'business', priceRef: 'business-2', productIds: [1] }, 'A package named "business" already exists.'],
      [{ command: 'package-link', packageId: 999_999 }, 'There is no package 999999; see `package list`.'],
    ];
    for (const [command, message] of refusals) {
      await expect(runCommand(api, command), JSON.stringify(command)).rejects.toThrow(message);
    }
    expect(await catalogue()).toEqual(before);
  });
});

describe('admin command line', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: 'https://portal.example.com' };

  it('reads each command and its options', () => {
    expect(parseAdminArgs(['product', 'add', '--name', 'A', '--referrer', 'a', '--url=/a'])).toEqual({
      command: 'product add', name: 'A', referrer: 'a', url: '/a', description: undefined,
    });
    expect(parseAdminArgs(['package', 'add', '--name', 'P', '--price-ref', 'p', '--products', '1, 2,3', '--description', 'D'])).toEqual({
      command: 'package add', name: 'P', description: 'D', priceRef: 'p', productIds: [1, 2, 3],
    });
    expect(parseAdminArgs(['product', 'list'])).toEqual({ command: 'product list' });
    expect(parseAdminArgs(['package', 'list'])).toEqual({ command: 'package list' });
    expect(parseAdminArgs(['package-link', '7'])).toEqual({ command: 'package-link', packageId: 7 });
  });

  it('answers usage errors with exit code 2 and the usage, without opening a database', async () => {
    for (const argv of [
      [], ['bogus'], ['product'], ['product', 'add', '--name', 'A', '--referrer', 'a'], ['product', 'list', '--name', 'x'],
      ['package', 'add', '--name', 'P', '--price-ref', 'p', '--products', '1,x'], ['package-link'], ['package-link', '0'],
      ['package-link', '1', '2'], ['product', 'add', '--nmae', 'A'],
    ]) {
      const errors: unknown[] = [];
      expect(await runAdmin(argv, { DATA_DIR: join(dataDir, 'never-opened') }, () => {}, (line) => errors.push(line)), argv.join(' ')).toBe(2);
      expect(String(errors[0])).toContain(USAGE);
    }
    const printed: unknown[] = [];
    expect(await runAdmin(['--help'], env, (line) => printed.push(line))).toBe(0);
    expect(printed).toEqual([USAGE]);
  });

  it('opens the embedded database in DATA_DIR when no server holds it, prints links under PUBLIC_URL, refuses with exit 1', async () => {
    const printed: unknown[] = [];
    const errors: unknown[] = [];
    expect(await runAdmin(['package-link', '1'], env, (line) => printed.push(line))).toBe(0);
    expect(String(printed[1])).toMatch(/^https:\/\/portal\.example\.com\/subscribe\?token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await runAdmin(['product', 'add', '--name', 'Dup', '--referrer', 'ledger', '--url', '/dup'], env, () => {}, (line) => errors.push(line)))
      .toBe(1);
    expect(errors).toEqual(['A product with the referrer "ledger" already exists.']);
  });
});
