import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ssoMessages, type SsoDomain } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { makeAccount, seedSession } from '../support/session-fixtures';

const admin = makeAccount({ id: 7, tenancy: 'ADMINISTRATOR' });
const TOKEN = '0123456789abcdef0123456789abcdef';

const domainRow = (domain: string, fields: Partial<SsoDomain> = {}): SsoDomain => ({
  id: 1, domain, verified: false, verified_at: null, verification_lost_at: null,
  record_name: `_customer-portal.${domain}`, record_value: `customer-portal-verification=${TOKEN}`, ...fields,
});

/** A server holding `domains` that adds as asked and refuses gmail.com under the field. */
function serve(domains: SsoDomain[]) {
  return seedSession({
    accounts: [admin], selected: admin.id,
    answer: (call) => {
      if (call.path === 'account/sso/domains' && call.method === 'GET') return [200, domains];
      if (call.path === 'account/sso/domains') {
        const { domain } = call.body as { domain: string };
        if (domain === 'gmail.com') return [400, { message: ssoMessages.publicDomain, errors: { domain: ssoMessages.publicDomain } }];
        const row = domainRow(domain, { id: domains.length + 1 });
        domains.push(row);
        return [201, row];
      }
      return [404, { message: 'Not found' }];
    },
  });
}

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

describe('Single sign-on: domains', () => {
  it('says what a domain is for while there is none, then lists an added one with its record', async () => {
    serve([]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Single sign-on' })).toBeTruthy();
    expect(await screen.findByText(/No domains yet\./)).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Domain' }), 'acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    const list = await screen.findByRole('list', { name: 'Domains' });
    expect(within(list).getByText('acme.example')).toBeTruthy();
    expect(within(list).getByText('Not verified yet')).toBeTruthy();
    expect(within(list).getByText('_customer-portal.acme.example')).toBeTruthy();
    expect(within(list).getByText(`customer-portal-verification=${TOKEN}`)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Verify acme.example' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Domain' }) as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's refusal under the field", async () => {
    serve([]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Domain' }), 'gmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(ssoMessages.publicDomain)).toBeTruthy();
  });

  it('shows a verified domain without a record to create', async () => {
    serve([domainRow('acme.example', { verified: true, verified_at: '2026-11-27T10:00:00.000Z' })]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const list = await screen.findByRole('list', { name: 'Domains' });
    expect(within(list).getByText('Verified')).toBeTruthy();
    expect(within(list).queryByText('_customer-portal.acme.example')).toBeNull();
    expect(within(list).queryByRole('button', { name: /^Verify/ })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Remove acme.example' })).toBeTruthy();
  });

  it("shows 'Verification lost' for a domain whose record went missing, with how to restore it and Verify", async () => {
    serve([domainRow('acme.example', { verification_lost_at: '2026-11-30T10:00:00.000Z' })]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const list = await screen.findByRole('list', { name: 'Domains' });
    expect(within(list).getByText('Verification lost')).toBeTruthy();
    expect(within(list).queryByText('Not verified yet')).toBeNull();
    expect(within(list).getByText(/missing for three days.*Create the record again, then press Verify/)).toBeTruthy();
    expect(within(list).getByText('_customer-portal.acme.example')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Verify acme.example' })).toBeTruthy();
  });

  it("does not say 'Verification lost' for a domain never verified", async () => {
    serve([domainRow('acme.example')]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const list = await screen.findByRole('list', { name: 'Domains' });
    expect(within(list).getByText('Not verified yet')).toBeTruthy();
    expect(within(list).queryByText('Verification lost')).toBeNull();
  });
});
