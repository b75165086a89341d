import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, preferredCoding } from '../../server/http/accept-encoding';
import { rowLinesOf } from '../../src/api/contract/row-per-line';
import { dbKinds, useApiApp } from '../support/api-app';
import { inviteOne, ownedAccount } from '../support/api-members';
import { uniqueEmail } from '../support/unique-email';

/** One GET of the members list, its body as sent (not decoded). */
async function rawList(api: ReturnType<typeof useApiApp>, accountToken: string, headers: Record<string, string>) {
  const response = await api.app.request('/api/v1/invitation/get-user-account-invitations', {
    headers: { Authorization: `Bearer ${accountToken}`, ...headers },
  });
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    encoding: response.headers.get('content-encoding'),
    vary: response.headers.get('vary'),
    etag: response.headers.get('etag'),
    contentType: response.headers.get('content-type'),
  };
}

describe('which content coding an Accept-Encoding header takes', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredCoding('gzip, deflate, br')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*, br;q=0')).toBe('gzip');
    expect(preferredCoding('identity')).toBeNull();
    expect(preferredCoding(undefined)).toBeNull();
    expect(acceptsEncoding('GZIP', 'gzip')).toBe(true);
  });
});

/** The members list in brotli or gzip (server/members/member-list-cache.ts): the same JSON, one ETag, smaller. */
describe.each(dbKinds)('the members list compressed (%s)', (kind) => {
  const api = useApiApp(kind);

  it('sends the copy the caller takes, with Content-Encoding and Vary, the same JSON and the same ETag as the plain body', async () => {
    const { owner } = await ownedAccount(api);
    // Enough rows that compression shows.
    for (let index = 0; index < 5; index += 1) await inviteOne(api, owner.accountToken, uniqueEmail(`coded${index}`));
    const plain = await rawList(api, owner.accountToken, {});
    expect(plain).toMatchObject({ status: 200, encoding: null, vary: 'Accept-Encoding', contentType: 'application/json' });
    const json = JSON.parse(plain.bytes.toString('utf8')) as unknown[];
    expect(json.length).toBeGreaterThanOrEqual(6);
    // One row to a line, so the portal can parse it a slice at a time (contract/row-per-line.ts).
    expect(rowLinesOf(plain.bytes.toString('utf8'))?.map((line) => JSON.parse(line) as unknown)).toEqual(json);

    const br = await rawList(api, owner.accountToken, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br).toMatchObject({ status: 200, encoding: 'br', vary: 'Accept-Encoding', etag: plain.etag, contentType: 'application/json' });
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(json);
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength);

    const gz = await rawList(api, owner.accountToken, { 'Accept-Encoding': 'gzip' });
    expect(gz).toMatchObject({ status: 200, encoding: 'gzip', vary: 'Accept-Encoding', etag: plain.etag });
    expect(JSON.parse(gunzipSync(gz.bytes).toString('utf8'))).toEqual(json);

    const refused = await rawList(api, owner.accountToken, { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.encoding).toBeNull();
    expect(refused.bytes.equals(plain.bytes)).toBe(true);
  });

  it('answers 304 whatever the coding asked, and a changed list in the coding asked', async () => {
    const { owner } = await ownedAccount(api);
    const first = await rawList(api, owner.accountToken, { 'Accept-Encoding': 'br' });
    const etag = first.etag as string;
    for (const coding of ['br', 'gzip', 'identity']) {
      const again = await rawList(api, owner.accountToken, { 'Accept-Encoding': coding, 'If-None-Match': etag });
      expect(again, coding).toMatchObject({ status: 304, encoding: null, vary: 'Accept-Encoding', etag });
      expect(again.bytes.byteLength).toBe(0);
    }
    const invited = uniqueEmail('later');
    await inviteOne(api, owner.accountToken, invited);
    const changed = await rawList(api, owner.accountToken, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(changed).toMatchObject({ status: 200, encoding: 'gzip' });
    expect(changed.etag).not.toBe(etag);
    expect(gunzipSync(changed.bytes).toString('utf8')).toContain(invited);
  });
});
