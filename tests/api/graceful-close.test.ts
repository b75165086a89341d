import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from '../../server/http/graceful-close';

/*
 * closeGracefully on a plain Node HTTP server (what @hono/node-server runs): requests are held by
 * the test, so "in flight" is certain rather than a matter of timing.
 */

const agents: Agent[] = [];
afterEach(() => agents.splice(0).forEach((agent) => agent.destroy()));

function holdingServer() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  const server = createServer((_req, res) => {
    arrived();
    void held.then(() => res.end('done'));
  });
  return { server, release, arrival };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** A GET over a keep-alive connection, as a browser sends it. */
function get(port: number): Promise<{ status: number; body: string }> {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('closeGracefully', () => {
  it('refuses new connections, lets the request in flight finish, and does not wait for its idle keep-alive connection', async () => {
    const { server, release, arrival } = holdingServer();
    const port = await listen(server);
    const inFlight = get(port);
    await arrival;

    const startedAt = Date.now();
    const closing = closeGracefully(server, 20_000);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    expect(await closing).toBe('drained');
    // Well before the server's 5 s keep-alive timeout would have let the connection go.
    expect(Date.now() - startedAt).toBeLessThan(2000);
  });

  it('cuts the requests still running at the deadline', async () => {
    const { server, arrival } = holdingServer();
    const port = await listen(server);
    const stuck = get(port);
    await arrival;
    const outcome = closeGracefully(server, 200);
    await expect(stuck).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await outcome).toBe('forced');
  });

  it('closes an idle server at once', async () => {
    const { server } = holdingServer();
    await listen(server);
    expect(await closeGracefully(server, 20_000)).toBe('drained');
  });
});
