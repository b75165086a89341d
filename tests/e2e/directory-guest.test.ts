import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/account-steps';
import { newDevice } from '../support/browser';
import { startDnsServer, type TestDnsServer } from '../support/dns-server';
import { useE2E } from '../support/e2e-suite';
import { fill, person } from '../support/journeys';
import { deviceOf, invitationLink, memberRow, openManageUsers } from '../support/member-steps';
import { openSso, verifyDomain } from '../support/sso-steps';

/*
 * Issue 52: an Entra ID guest (its user principal name as userName, the real address in emails)
 * is outside the account's verified domain, so the directory invites them; the guest proves the
 * mailbox by registering from the invitation mail on a device of their own, and the same SCIM
 * resource is the member from then on.
 */

let dns: TestDnsServer;
beforeAll(async () => {
  dns = await startDnsServer();
});
const env = useE2E({ env: () => ({ DNS_SERVERS: dns.address }) });
afterAll(async () => {
  await dns?.close();
});

type ScimUser = { id: string; userName: string; active: boolean };

/** A call the identity provider makes with the SCIM token: its status and its document. */
async function provider(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; user: ScimUser }> {
  const response = await fetch(`${env.portal.url}/scim/v2${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/scim+json', 'Content-Type': 'application/scim+json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, user: (await response.json()) as ScimUser };
}

describe('directory sync: a guest of the identity provider’s directory', () => {
  it('is invited at the address in emails, accepts the mail on their own device and shows as a member with the same SCIM id', async () => {
    const hex = randomBytes(4).toString('hex');
    const domain = `entra-${hex}.example`;
    const account = 'Harbour Light';
    const admin = await deviceOf(env, { ...person(`olivia@${domain}`), first_name: 'Olivia', last_name: 'Owner' });
    await createAccount(admin.page, { type: 'Private Individual', name: account });
    await openSso(admin.page);
    await verifyDomain(admin.page, dns, domain);

    // The administrator makes the token on Directory sync; it is shown once.
    const sync = admin.page.getByRole('region', { name: 'Directory sync' });
    await sync.getByRole('button', { name: 'Create SCIM token' }).click();
    const shown = sync.getByRole('group', { name: 'Token' });
    await shown.getByText('Copy the token now: it is shown only once.').waitFor();
    const token = (await shown.innerText()).match(/[A-Za-z0-9_-]{40,}/)?.[0] ?? '';
    expect(token).not.toBe('');

    // Entra ID pushes a guest from another organisation: the user principal name, the address in emails.
    const address = `gina.guest@partner-${hex}.example`;
    const upn = `${address.replace('@', '_')}#EXT#@harbourlight.onmicrosoft.com`;
    const created = await provider(token, 'POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], externalId: `guest-${hex}`, userName: upn, active: true,
      emails: [{ primary: true, type: 'work', value: address }], name: { givenName: 'Gina', familyName: 'Guest' }, displayName: 'Gina Guest',
    });
    expect(created.status).toBe(201);
    expect(created.user).toMatchObject({ userName: upn, active: true });
    const { id } = created.user;

    // Manage Users lists the guest's invitation, pending.
    await openManageUsers(admin.page);
    await memberRow(admin.page, address).getByText('Pending', { exact: true }).waitFor();

    // On a device of their own the guest opens the invitation mail's link and registers with that address.
    const guest = await newDevice(env.browser, env.portal.url);
    await guest.page.goto(await invitationLink(env.portal.url, address));
    await guest.page.getByText(account).first().waitFor();
    await guest.page.getByRole('button', { name: 'Accept Invitation' }).click();
    await guest.page.waitForURL(/\/auth\/register\?token=/);
    const email = guest.page.locator('input[name="email"]');
    expect({ value: await email.inputValue(), disabled: await email.isDisabled() }).toEqual({ value: address, disabled: true });
    await fill(guest.page, { first_name: 'Gina', last_name: 'Guest', password: 'correct horse battery' });
    await guest.page.getByRole('button', { name: 'Create Profile' }).click();
    await guest.page.getByText(`Home: ${account}`).waitFor();

    // Back on the administrator's device the guest is a member, with the name they registered.
    await admin.page.reload();
    const row = memberRow(admin.page, address);
    await row.getByText('Accepted', { exact: true }).waitFor();
    expect(await row.getByText('Gina', { exact: true }).count()).toBe(1);

    // The directory reads the same resource, active: the membership, not a new person.
    const read = await provider(token, 'GET', `/Users/${id}`);
    expect({ status: read.status, id: read.user.id, userName: read.user.userName, active: read.user.active })
      .toEqual({ status: 200, id, userName: upn, active: true });

    await Promise.all([admin.context.close(), guest.context.close()]);
  });
});
