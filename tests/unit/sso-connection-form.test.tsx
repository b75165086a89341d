import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ssoConnectionMessages as messages, type SsoConnection, type SsoConnectionState } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { makeAccount, seedSession } from '../support/session-fixtures';

const admin = makeAccount({ id: 7, tenancy: 'ADMINISTRATOR' });
const PORTAL = 'https://portal.example';
const provider = {
  redirect_uri: `${PORTAL}/api/v1/sso/oidc/callback`, entity_id: `${PORTAL}/api/v1/sso/saml/metadata`,
  acs_url: `${PORTAL}/api/v1/sso/saml/acs`, metadata_url: `${PORTAL}/api/v1/sso/saml/metadata`,
};
const saved = (fields: Partial<SsoConnection> = {}): SsoConnection => ({
  protocol: 'oidc', issuer: 'https://login.example.com', client_id: 'portal', has_client_secret: true, metadata_url: null,
  metadata_xml: null, updated_at: '2026-11-28T10:00:00.000Z', tested_at: null, tested_issuer: null, ...fields,
});

type Sent = Record<string, unknown>;

/** A server holding `connection`; it saves what it is sent and answers a test with `testAnswer`. */
function serve(initial: SsoConnection | null, testAnswer: [number, unknown] = [200, { issuer: 'https://login.example.com' }]) {
  const sent: Sent[] = [];
  let connection = initial;
  const state = (): SsoConnectionState => ({ connection, provider });
  seedSession({
    accounts: [admin], selected: admin.id,
    answer: (call) => {
      if (call.path === 'account/sso/domains') return [200, []];
      if (call.path === 'account/sso/connection' && call.method === 'GET') return [200, state()];
      if (call.path === 'account/sso/connection') {
        const body = call.body as Sent;
        sent.push(body);
        connection = saved({ ...(body as Partial<SsoConnection>), has_client_secret: body.protocol === 'oidc', updated_at: new Date().toISOString() });
        return [200, state()];
      }
      if (call.path === 'account/sso/connection/test') return testAnswer;
      return [404, { message: 'Not found' }];
    },
  });
  return sent;
}

const section = async () => screen.findByRole('region', { name: 'Connection' });

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

describe('Single sign-on: connection', () => {
  it('shows the redirect URI to register, asks for the secret on the first save, and sends the OpenID Connect fields', async () => {
    const sent = serve(null);
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const card = await section();
    expect(await within(card).findByText(provider.redirect_uri)).toBeTruthy();
    expect(within(card).getByRole('radio', { name: 'OpenID Connect' })).toHaveProperty('checked', true);

    await userEvent.type(within(card).getByRole('textbox', { name: 'Issuer URL' }), 'http://login.example.com');
    await userEvent.type(within(card).getByRole('textbox', { name: 'Client ID' }), 'portal');
    await userEvent.click(within(card).getByRole('button', { name: 'Save connection' }));
    expect(await within(card).findByText(messages.urlNotHttps('Issuer URL'))).toBeTruthy();
    expect(within(card).getByText(messages.clientSecretRequired)).toBeTruthy();
    expect(sent).toEqual([]);

    const issuer = within(card).getByRole('textbox', { name: 'Issuer URL' });
    await userEvent.clear(issuer);
    await userEvent.type(issuer, 'https://login.example.com');
    await userEvent.type(within(card).getByLabelText('Client secret'), 's3cret');
    await userEvent.click(within(card).getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(sent).toEqual([{ protocol: 'oidc', issuer: 'https://login.example.com', client_id: 'portal', client_secret: 's3cret' }]));
    expect(await within(card).findByText('A secret is saved. Leave this empty to keep it.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Test connection' })).toBeTruthy();
  });

  it('switches to SAML 2.0: the values to register and the metadata fields, one of them required', async () => {
    const sent = serve(null);
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const card = await section();
    await userEvent.click(await within(card).findByRole('radio', { name: 'SAML 2.0' }));
    expect(within(card).getByText(provider.acs_url)).toBeTruthy();
    expect(within(card).getAllByText(provider.entity_id)).toHaveLength(2);
    expect(within(card).queryByRole('textbox', { name: 'Issuer URL' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Save connection' }));
    expect(await within(card).findByText(messages.metadataMissing)).toBeTruthy();
    await userEvent.type(within(card).getByRole('textbox', { name: 'Metadata URL' }), 'https://idp.example.com/metadata');
    await userEvent.click(within(card).getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(sent).toEqual([{ protocol: 'saml', metadata_url: 'https://idp.example.com/metadata', metadata_xml: '' }]));
  });

  it("keeps the saved secret when the field is left empty, and shows the test's issuer in the card", async () => {
    const sent = serve(saved());
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const card = await section();
    expect(await within(card).findByText('Not tested since it was last saved.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Test connection' }));
    expect(await within(card).findByText("The provider answered. Its issuer is:")).toBeTruthy();
    expect(within(card).getByText('https://login.example.com', { selector: 'p' })).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Save connection' }));
    await waitFor(() => expect(sent).toEqual([{ protocol: 'oidc', issuer: 'https://login.example.com', client_id: 'portal', client_secret: '' }]));
  });

  it("says 'The provider could not be reached.' in the card when the test fails", async () => {
    serve(saved(), [409, { message: messages.providerUnreachable }]);
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const card = await section();
    await userEvent.click(await within(card).findByRole('button', { name: 'Test connection' }));
    expect(await within(card).findByText(messages.providerUnreachable)).toBeTruthy();
  });
});
