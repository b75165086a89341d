import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserAccount } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { BILLING_PORTAL_CLOSED } from '../../src/routing/billing-return';
import { storageKeys } from '../../src/session/storage-keys';
import { acme, app, globex } from '../support/billing-fixtures';
import { setOnline } from '../support/members-fixtures';
import { renderWithProviders } from '../support/render';
import { seedSession } from '../support/session-fixtures';

const APPS = [
  app({ product_id: 11, product_name: 'Analytics' }),
  app({ product_id: 13, product_name: 'CRM', name: 'Sales Pack', description: 'Customers and deals' }),
];

const PORTAL_URL = 'http://localhost:3000/__sandbox/portal/one-time-session';

function openHome(account: UserAccount = acme, route = '/dashboard', apps = APPS, portal: [number, object] = [200, { access_url: PORTAL_URL }]) {
  const calls = seedSession({
    accounts: [account],
    selected: account.id,
    answer: (call) => {
      if (call.path === 'package/subscribed-apps') return [200, apps];
      if (call.path === 'account/session-portal') return portal;
      return [404, { message: 'Not found' }];
    },
  });
  const view = renderWithProviders(<AppRoutes />, { route });
  return { calls, view };
}

const table = () => screen.findByRole('table', { name: 'Subscribed apps' });
const appNames = async () => [...(await table()).querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

describe('the subscribed apps table', () => {
  it("lists the account's apps under 'Home: <reference>' with the account's token", async () => {
    const { calls } = openHome();
    expect(await screen.findByRole('heading', { name: 'Home: ACME' })).toBeTruthy();
    await waitFor(async () => expect(await appNames()).toEqual(['Analytics', 'CRM']));
    const headers = within(await table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['App', 'Package', 'Description', 'Action']);
    expect(screen.getByText('Sales Pack')).toBeTruthy();
    expect(calls.find((call) => call.path === 'package/subscribed-apps')?.authorization).toBe('Bearer account-token-4');
  });

  it('searches the rows', async () => {
    openHome();
    await waitFor(async () => expect(await appNames()).toHaveLength(2));
    await userEvent.type(screen.getByRole('searchbox'), 'deals');
    await waitFor(async () => expect(await appNames()).toEqual(['CRM']));
  });

  it('has a Launch button per app (the launch itself: apps-launch.test.tsx)', async () => {
    openHome();
    expect(await screen.findByRole('button', { name: 'Launch Analytics' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Launch CRM' }).textContent).toBe('Launch');
  });

  it('says so when there are no apps, and where they come from, without a search box or pager over nothing', async () => {
    openHome(acme, '/dashboard', []);
    expect(await screen.findByText('No apps yet.')).toBeTruthy();
    expect(screen.getByText(/Apps come with a subscription to a package\. Open the package link you were sent/)).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a member without apps who to ask', async () => {
    openHome({ ...globex, tenancy: 'STANDARD' }, '/dashboard', []);
    expect(await screen.findByText('No apps yet.')).toBeTruthy();
    expect(screen.getByText(/Ask one of them for access\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage Subscriptions' })).toBeNull();
  });

  it("shows the 'Apps' title and the same table on /dashboard/products", async () => {
    openHome(globex, '/dashboard/products');
    expect(await screen.findByRole('heading', { name: 'Apps' })).toBeTruthy();
    await waitFor(async () => expect(await appNames()).toEqual(['Analytics', 'CRM']));
  });
});

describe('Manage Subscriptions', () => {
  it("opens 'Manage Subscription' from the gear, for administrators", async () => {
    // jsdom has no ResizeObserver; the tooltip's positioning (floating-ui) watches the gear's size.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    const { calls } = openHome();
    const gear = await screen.findByRole('button', { name: 'Manage Subscriptions' });
    await userEvent.hover(gear);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Manage Subscriptions');
    await userEvent.click(gear);
    const modal = await screen.findByRole('dialog', { name: 'Manage Subscription' });
    expect(within(modal).getByRole('status').textContent).toContain('Opening the billing portal...');
    const frame = await within(modal).findByTitle('Billing portal');
    expect(frame.getAttribute('src')).toBe(PORTAL_URL);
    const portalCall = calls.find((call) => call.path === 'account/session-portal');
    expect(portalCall).toMatchObject({ method: 'POST', body: { account_id: acme.id }, authorization: `Bearer ${acme.user_account_token}` });
    // The spinner stays until the provider's page has loaded in the frame.
    frame.dispatchEvent(new Event('load'));
    await waitFor(() => expect(within(modal).queryByRole('status')).toBeNull());
  });

  it('listens to the billing frame once while the page renders again, and closes when it says it is done', async () => {
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    const { calls } = openHome();
    const listening = vi.spyOn(window, 'addEventListener');
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Subscriptions' }));
    const modal = await screen.findByRole('dialog', { name: 'Manage Subscription' });
    const frame = await within(modal).findByTitle<HTMLIFrameElement>('Billing portal');
    const messageListeners = () => listening.mock.calls.filter(([type]) => type === 'message').length;
    const before = messageListeners();
    // The frame's own state, then the dashboard around it (the connection goes and comes back).
    frame.dispatchEvent(new Event('load'));
    await waitFor(() => expect(within(modal).queryByRole('status')).toBeNull());
    act(() => setOnline(false));
    act(() => setOnline(true));
    expect(messageListeners()).toBe(before);

    const appsCalls = () => calls.filter((call) => call.path === 'package/subscribed-apps').length;
    const read = appsCalls();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: BILLING_PORTAL_CLOSED }, origin: location.origin, source: frame.contentWindow }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage Subscription' })).toBeNull());
    // What was changed in the portal shows at once: the apps are read again.
    await waitFor(() => expect(appsCalls()).toBe(read + 1));
  });

  it('hides the spinner and says why when the portal cannot be opened', async () => {
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    openHome(acme, '/dashboard', APPS, [409, { message: 'This account has no subscription to manage yet.' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Subscriptions' }));
    const modal = await screen.findByRole('dialog', { name: 'Manage Subscription' });
    expect((await within(modal).findByRole('alert')).textContent).toContain('This account has no subscription to manage yet.');
    expect(within(modal).queryByRole('status')).toBeNull();
  });

  it('is not offered to a STANDARD member', async () => {
    openHome(globex);
    await waitFor(async () => expect(await appNames()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Manage Subscriptions' })).toBeNull();
  });
});

describe('offline', () => {
  afterEach(() => setOnline(true));

  it('shows the saved list after an offline reload, with the time it is from', async () => {
    const first = openHome();
    await waitFor(async () => expect(await appNames()).toHaveLength(2));
    await waitFor(() => expect(localStorage.getItem(`${storageKeys.queryCachePrefix}1`)).toContain('crm.example.com'), { timeout: 3000 });
    first.view.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    setOnline(false);
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    await waitFor(async () => expect(await appNames()).toEqual(['Analytics', 'CRM']));
    expect((await screen.findByText(/^Saved data from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).textContent).toBeTruthy();
    expect(screen.getByText(/You are offline/)).toBeTruthy();
  });
});
