import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ssoPolicyLabels as labels, ssoPolicyMessages as messages, type SsoConnection, type SsoDomain, type SsoPolicy,
} from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { makeAccount, seedSession } from '../support/session-fixtures';

const admin = makeAccount({ id: 7, tenancy: 'ADMINISTRATOR' });
const PORTAL = 'https://portal.example';
const provider = {
  redirect_uri: `${PORTAL}/api/v1/sso/oidc/callback`, entity_id: `${PORTAL}/api/v1/sso/saml/metadata`,
  acs_url: `${PORTAL}/api/v1/sso/saml/acs`, metadata_url: `${PORTAL}/api/v1/sso/saml/metadata`,
};
const TESTED_AT = '2026-11-28T11:00:00.000Z';
const domain = (verified: boolean): SsoDomain => ({
  id: 1, domain: 'acme.example', verified, verified_at: verified ? '2026-11-28T10:00:00.000Z' : null, verification_lost_at: null,
  record_name: '_customer-portal.acme.example', record_value: 'customer-portal-verification=0123456789abcdef0123456789abcdef',
});
const connection = (tested: boolean): SsoConnection => ({
  protocol: 'oidc', issuer: 'https://login.example.com', client_id: 'portal', has_client_secret: true, metadata_url: null,
  metadata_xml: null, updated_at: '2026-11-28T10:30:00.000Z', tested_at: tested ? TESTED_AT : null,
  tested_issuer: tested ? 'https://login.example.com' : null,
});

type World = { verified: boolean; tested: boolean | null; required: boolean };

/** A server with one domain and maybe a connection, which tests the connection and switches the policy as asked. */
function serve(world: World) {
  const switched: unknown[] = [];
  const met = () => world.verified && world.tested === true;
  const policy = (): SsoPolicy => ({ require_sso: world.required, prerequisites_met: met(), in_force: world.required && met() });
  seedSession({
    accounts: [admin], selected: admin.id,
    answer: (call) => {
      if (call.path === 'account/sso/domains') return [200, [domain(world.verified)]];
      if (call.path === 'account/sso/connection') {
        return [200, { connection: world.tested === null ? null : connection(world.tested), provider }];
      }
      if (call.path === 'account/sso/connection/test') {
        world.tested = true;
        return [200, { issuer: 'https://login.example.com' }];
      }
      if (call.path === 'account/sso/policy' && call.method === 'GET') return [200, policy()];
      if (call.path === 'account/sso/policy') {
        const { require_sso } = call.body as { require_sso: boolean };
        switched.push(require_sso);
        if (require_sso && !met()) return [409, { message: messages.prerequisites, errors: { require_sso: messages.prerequisites } }];
        world.required = require_sso;
        return [200, policy()];
      }
      return [404, { message: 'Not found' }];
    },
  });
  return switched;
}

const section = () => screen.findByRole('region', { name: labels.policy });
const policySwitch = async () => within(await section()).findByRole('switch', { name: labels.requireSso });

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

describe('Single sign-on: policy', () => {
  it('cannot be switched on before a domain is verified and the connection tested, and says why', async () => {
    const switched = serve({ verified: false, tested: null, required: false });
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const toggle = await policySwitch();
    expect(toggle).toHaveProperty('checked', false);
    expect(toggle).toHaveProperty('disabled', true);
    const help = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe(messages.prerequisites);
    await userEvent.click(within(await section()).getByText(labels.requireSso));
    expect(switched).toEqual([]);
  });

  it('is switched on from the keyboard once both are there, with a toast, and off again', async () => {
    const switched = serve({ verified: true, tested: true, required: false });
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const toggle = await policySwitch();
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
    const help = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe(messages.exceptAdministrators);

    toggle.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText(messages.required)).toBeTruthy();
    await waitFor(() => expect(toggle).toHaveProperty('checked', true));
    expect(document.activeElement).toBe(toggle);

    await userEvent.keyboard(' ');
    expect(await screen.findByText(messages.optional)).toBeTruthy();
    await waitFor(() => expect(toggle).toHaveProperty('checked', false));
    expect(switched).toEqual([true, false]);
  });

  it('follows the connection: testing it above makes the switch available without reloading', async () => {
    serve({ verified: true, tested: false, required: false });
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const toggle = await policySwitch();
    expect(toggle).toHaveProperty('disabled', true);
    const connectionCard = await screen.findByRole('region', { name: 'Connection' });
    await userEvent.click(within(connectionCard).getByRole('button', { name: 'Test connection' }));
    await waitFor(() => expect(toggle).toHaveProperty('disabled', false));
  });

  it('says when it is on but does not apply, and can still be switched off', async () => {
    const switched = serve({ verified: true, tested: false, required: true });
    renderWithProviders(<AppRoutes />, { route: '/dashboard/sso' });
    const toggle = await policySwitch();
    expect(toggle).toHaveProperty('checked', true);
    expect(toggle).toHaveProperty('disabled', false);
    expect(within(await section()).getByText(messages.notInForce)).toBeTruthy();
    await userEvent.click(toggle);
    expect(await screen.findByText(messages.optional)).toBeTruthy();
    expect(switched).toEqual([false]);
    await waitFor(() => expect(within(screen.getByRole('region', { name: labels.policy })).queryByText(messages.notInForce)).toBeNull());
  });
});
