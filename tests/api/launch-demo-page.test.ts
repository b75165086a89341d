import { describe, expect, it } from 'vitest';
import { launcherMessages } from '../../src/api/contract';
import { dbKinds, useApiApp } from '../support/api-app';
import { addMemberRow, accountTokenFor, createAccount } from '../support/api-accounts';
import { addedId, newPackage, newProduct, runCommand, subscribe } from '../support/api-catalogue';
import { demoUrl, launched, redeemed, visit } from '../support/api-launcher';
import { registerVerifiedUser } from '../support/api-users';

describe.each(dbKinds)('demo product pages at /__demo/{referrer} (%s)', (kind) => {
  const api = useApiApp(kind);

  /** An account subscribed to Business (Insights, Ledger, Roster) and its owner's account token. */
  async function subscribedOwner(names = { firstName: 'Olivia', lastName: 'Owner' }, accountName = 'Harbourlight Analytics Ltd') {
    const owner = await registerVerifiedUser(api, names);
    const account = await createAccount(api, owner.token, { account_name: accountName, account_reference: accountName });
    await subscribe(api, account.id, 2);
    return { owner, account, accountToken: account.user_account_token };
  }

  it('greets whoever the launch let in, once; the second visit with the same link is refused', async () => {
    const { accountToken } = await subscribedOwner();
    const { url } = await launched(api, accountToken, 'insights');
    // A HEAD (a link checker, a preloader) does not spend the token.
    const { pathname, search } = new URL(url, api.config.publicUrl);
    expect((await api.app.request(`${pathname}${search}`, { method: 'HEAD' })).status).toBe(200);

    const first = await visit(api, url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^text\/html/);
    expect(first.html).toContain('<title>Insights</title>');
    expect(first.html).toContain('<h1>Insights</h1>');
    expect(first.html).toContain('<p>Hello, Olivia!</p>');
    expect(first.html).toContain('<p>You are signed in to Harbourlight Analytics Ltd.</p>');

    const second = await visit(api, url);
    expect(second.status).toBe(401);
    expect(second.html).toContain('<h1>Insights</h1>');
    expect(second.html).toContain(`<p>${launcherMessages.launchTokenInvalid}</p>`);
    expect(second.html).toContain('<a href="/">');
    expect(second.html).not.toContain('Hello');
  });

  it('sends no-store, no Referer, no script and no framing', async () => {
    const { accountToken } = await subscribedOwner();
    const { url } = await launched(api, accountToken, 'ledger');
    for (const { headers } of [await visit(api, url), await visit(api, url)]) {
      expect(headers.get('cache-control')).toBe('no-store');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-frame-options')).toBe('DENY');
      const directives = (headers.get('content-security-policy') ?? '').split(/;\s*/);
      expect(directives).toContain("default-src 'none'");
      expect(directives).toContain("frame-ancestors 'none'");
      expect(directives.some((directive) => directive.startsWith('script-src'))).toBe(false);
      expect(directives.filter((directive) => directive.startsWith('style-src'))).toEqual([expect.stringMatching(/^style-src 'sha256-[A-Za-z0-9+/=]+'$/)]);
    }
  });

  it('escapes the names users typed', async () => {
    const names = { firstName: '<b>Bo</b> & "Co"', lastName: 'Tester' };
    const { accountToken } = await subscribedOwner(names, "<i>O'Brien</i> & Sons");
    const { html } = await visit(api, (await launched(api, accountToken, 'roster')).url);
    expect(html).toContain('<p>Hello, &#60;b&#62;Bo&#60;/b&#62; &#38; &#34;Co&#34;!</p>');
    expect(html).toContain('<p>You are signed in to &#60;i&#62;O&#39;Brien&#60;/i&#62; &#38; Sons.</p>');
    expect(html).not.toContain('<b>Bo');
    expect(html).not.toContain('<i>O');
  });

  it("redeems only its own product's tokens, and refuses a missing or made-up one", async () => {
    const { accountToken } = await subscribedOwner();
    const { token } = await launched(api, accountToken, 'ledger');
    expect((await visit(api, demoUrl('insights', token))).status).toBe(401);
    expect((await visit(api, '/__demo/insights')).status).toBe(401);
    expect((await visit(api, demoUrl('insights', 'A'.repeat(43)))).status).toBe(401);
    expect((await visit(api, demoUrl('insights', 'short'))).status).toBe(401);
    const ledger = await visit(api, demoUrl('ledger', token));
    expect(ledger.status).toBe(200);
    expect(ledger.html).toContain('<h1>Ledger</h1>');
  });

  it('shows the member the account they launched from', async () => {
    const { account } = await subscribedOwner();
    const member = await registerVerifiedUser(api, { firstName: 'Sam', lastName: 'Standard' });
    await createAccount(api, member.token, { account_name: 'Sam Solo', account_reference: 'Sam Solo' });
    await addMemberRow(api, member.register.user.id, account.id, 'STANDARD');
    const { url } = await launched(api, await accountTokenFor(api, member.token, account.id), 'insights');
    const { html } = await visit(api, url);
    expect(html).toContain('<p>Hello, Sam!</p>');
    expect(html).toContain('<p>You are signed in to Harbourlight Analytics Ltd.</p>');
  });

  it('is the unknown path\'s 404 for a product that is not a demo product, and leaves its token alone', async () => {
    const { account, accountToken } = await subscribedOwner();
    const productId = await newProduct(api, 'Elsewhere');
    await subscribe(api, account.id, await newPackage(api, 'Elsewhere only', [productId]));
    const [{ referrer }] = await api.db.query<{ referrer: string }>('select referrer from products where id = $1', [productId]);
    const { token, url } = await launched(api, accountToken, referrer);
    expect(url).toBe(`https://${referrer}.example.com/?launch_token=${token}`);

    for (const path of [demoUrl(referrer, token), demoUrl('no-such-app', token), '/__demo', '/__demo/insights/more']) {
      const answer = await visit(api, path);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.html)).toEqual({ message: 'Not found' });
    }
    // A product whose address is another demo product's path is not that demo product either.
    const lookalike = `lookalike-${kind}`;
    addedId(await runCommand(api, { command: 'product add', name: 'Lookalike', referrer: lookalike, url: '/__demo/insights' }));
    expect((await visit(api, `/__demo/${lookalike}`)).status).toBe(404);

    expect((await redeemed(api, token, referrer)).product.name).toBe('Elsewhere');
  });
});
