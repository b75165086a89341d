import { SignJWT, decodeJwt } from 'jose';
import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { PackageInfo, billingMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { newPackage, newProduct, packageToken } from '../support/api-catalogue';
import { registerVerifiedUser } from '../support/api-users';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(dbKinds)('POST package/info (%s)', (kind) => {
  const api = useApiApp(kind);
  const info = (token: unknown) => api.post('package/info', { token });
  const invalid = { status: 400, body: { message: billingMessages.packageLinkInvalid } };

  it('answers the package a link names, with its products, to anyone', async () => {
    const atlas = await newProduct(api, 'Atlas', 'Maps for teams.');
    const packageId = await newPackage(api, 'Explorer', [atlas, 2]);
    const [pkg] = await api.db.query<{ id: number; name: string }>('select id, name from packages where id = $1', [packageId]);
    const response = await info(await packageToken(api, pkg));
    expect(response.status).toBe(200);
    assert(response.body, PackageInfo);
    expect(response.body).toEqual({
      id: packageId, name: pkg.name, description: '',
      packageProduct: { subProducts: [
        { id: 2, name: 'Ledger', description: 'Invoices, payments and the books in one place.' },
        { id: atlas, name: 'Atlas', description: 'Maps for teams.' },
      ] },
    });
  });

  it('works for 30 days, then refuses the link as invalid', async () => {
    const token = await packageToken(api, { id: 2, name: 'Business' });
    api.clock.advance(30 * DAY_MS - 60_000);
    expect((await info(token)).status).toBe(200);
    api.clock.advance(2 * 60_000);
    expect(await info(token)).toEqual(expect.objectContaining(invalid));
  });

  it('refuses a tampered, foreign, or other kind of token as an invalid link', async () => {
    const token = await packageToken(api, { id: 1, name: 'Starter' });
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...decodeJwt(token), pkg: 2 })).toString('base64url');
    const foreign = await new SignJWT({ typ: 'package', pkg: 1 }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h')
      .sign(new TextEncoder().encode('a key that is not the server key, 32+ chars'));
    const sessionToken = (await registerVerifiedUser(api)).token;
    // A character in the middle of the signature: all six of its bits are the signature's. The last
    // character carries padding bits too, so changing it can leave the signature's bytes as they were.
    const middle = Math.floor(signature.length / 2);
    const tampered = `${token.slice(0, token.length - signature.length + middle)}${signature[middle] === 'A' ? 'B' : 'A'}${signature.slice(middle + 1)}`;
    for (const bad of [`${header}.${otherPayload}.${signature}`, tampered, foreign, sessionToken]) {
      expect(await info(bad), bad).toEqual(expect.objectContaining(invalid));
    }
    expect((await info('short')).status).toBe(400);
    expect((await api.post('package/info', {})).status).toBe(400);
  });

  it('answers 404 for a package that no longer exists', async () => {
    const packageId = await newPackage(api, 'Fleeting', [1]);
    const token = await packageToken(api, { id: packageId, name: 'Fleeting' });
    await api.db.query('delete from packages where id = $1', [packageId]);
    expect(await info(token)).toEqual(expect.objectContaining({ status: 404, body: { message: billingMessages.packageNotFound } }));
  });
});
