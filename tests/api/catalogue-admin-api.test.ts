import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_PROOF_HEADER, ADMIN_REQUEST_MAX_AGE_MS, signAdminRequest } from '../../server/admin/admin-proof';
import { isLoopbackAddress } from '../../server/admin/loopback';
import { deriveKeys } from '../../server/auth/keys';
import type { CatalogueCommand } from '../../server/catalogue/catalogue-commands';
import { UNKNOWN_ADMIN_COMMAND_MESSAGE } from '../../server/routes/admin';
import { dbKinds, useApiApp, type TestApi } from '../support/api-app';

/** The socket a request arrived on, as @hono/node-server hands it to the app. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

type Sent = { body?: string; proof?: string | null; address?: string | null; path?: string };

async function send(api: TestApi, { body = '{}', proof = null, address = '127.0.0.1', path = '/__admin/catalogue' }: Sent) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (proof) headers[ADMIN_PROOF_HEADER] = proof;
  const response = await api.app.request(path, { method: 'POST', headers, body }, address ? from(address) : undefined);
  return { status: response.status, body: (await response.json()) as unknown };
}

const signed = (api: TestApi, command: CatalogueCommand, at = api.clock.now()) => signAdminRequest(api.services.keys.admin, command, at);

describe('isLoopbackAddress', () => {
  it('accepts 127.0.0.0/8 and ::1, also IPv4-mapped, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [undefined, '', '10.0.0.1', '192.168.1.20', '::ffff:10.0.0.1', '0.0.0.0', '::', '128.0.0.1', 'localhost', '127.0.0.1.example.com']) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});

describe.each(dbKinds)('the loopback admin API (%s)', (kind) => {
  const api = useApiApp(kind);

  it('runs a proven command from loopback and answers its lines, or its refusal as a 400', async () => {
    const added = await send(api, signed(api, { command: 'product add', name: 'Comet', referrer: 'comet', url: '/comet' }));
    expect(added).toEqual({ status: 200, body: { lines: [expect.stringMatching(/^Added product \d+: Comet \(referrer comet, url \/comet\)$/)] } });
    expect(await send(api, { ...signed(api, { command: 'product list' }), address: '::ffff:127.0.0.1' })).toMatchObject({ status: 200 });
    expect(await send(api, signed(api, { command: 'product add', name: 'Comet', referrer: 'comet', url: '/comet' }))).toEqual({
      status: 400, body: { message: 'A product with the referrer "comet" already exists.' },
    });
    const link = await send(api, signed(api, { command: 'package-link', packageId: 1 }));
    expect(link.body).toMatchObject({ lines: [expect.any(String), expect.stringMatching(/^http:\/\/portal\.test\/subscribe\?token=/)] });
  });

  it('answers like an unknown path without the proof, with a wrong or stale one, or from another address', async () => {
    const unknownPath = await send(api, { path: '/__nothing-here' });
    expect(unknownPath).toEqual({ status: 404, body: { message: 'Not found' } });
    const command: CatalogueCommand = { command: 'product add', name: 'Ghost', referrer: 'ghost', url: '/ghost' };
    const good = signed(api, command);
    const otherKey = signAdminRequest(deriveKeys('another secret that is long enough to be used').admin, command, api.clock.now());
    const attempts: Sent[] = [
      { body: good.body },
      { body: good.body, proof: 'not-hex' },
      { body: good.body, proof: otherKey.proof },
      { body: good.body.replace('Ghost', 'Gh0st'), proof: good.proof },
      { ...good, address: '203.0.113.9' },
      { ...good, address: '::ffff:192.168.0.4' },
      { ...good, address: null },
      signed(api, command, new Date(api.clock.now().getTime() - ADMIN_REQUEST_MAX_AGE_MS - 1000)),
    ];
    for (const attempt of attempts) expect(await send(api, attempt), JSON.stringify(attempt)).toEqual(unknownPath);
    expect(await api.count("products where referrer = 'ghost'")).toBe(0);
  });

  it('refuses a proven request it cannot read with 400', async () => {
    const key = api.services.keys.admin;
    const body = JSON.stringify({ issuedAt: api.clock.now().getTime(), command: { command: 'product drop' } });
    const { proof } = signAdminRequest(key, { command: 'product list' }, api.clock.now());
    expect((await send(api, { body, proof })).status).toBe(404);
    const proven = { body, proof: createHmac('sha256', key).update(body).digest('hex') };
    expect(await send(api, proven)).toEqual({ status: 400, body: { message: UNKNOWN_ADMIN_COMMAND_MESSAGE } });
  });
});
