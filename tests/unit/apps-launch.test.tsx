import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_MESSAGE, launcherMessages } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { acme, app } from '../support/billing-fixtures';
import { holdLaunches, launchAnswer, stubNewTab } from '../support/launcher-fixtures';
import { setOnline } from '../support/members-fixtures';
import { renderWithProviders, type ApiCall } from '../support/render';
import { seedSession } from '../support/session-fixtures';

const APPS = [app({ product_id: 11, product_name: 'Analytics' }), app({ product_id: 13, product_name: 'CRM' })];

const launches = (calls: ApiCall[]) => calls.filter((call) => call.path === 'product');

/** Acme chosen on the dashboard; POST product answers `launch`. */
function openDashboard(launch: [number, unknown]) {
  const calls = seedSession({
    accounts: [acme],
    selected: acme.id,
    answer: (call) => {
      if (call.path === 'package/subscribed-apps') return [200, APPS];
      if (call.path === 'product') return launch;
      return [404, { message: 'Not found' }];
    },
  });
  renderWithProviders(<AppRoutes />, { route: '/dashboard' });
  return calls;
}

const launchButton = (name: string) => screen.findByRole('button', { name: `Launch ${name}` });

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => setOnline(true));

describe('Launch on the subscribed apps table', () => {
  it("opens a tab on the click, shows the button busy, and sends the tab to the launcher's address", async () => {
    const { open, tab } = stubNewTab();
    const calls = openDashboard([200, launchAnswer('crm')]);
    const held = holdLaunches();
    await userEvent.click(await launchButton('CRM'));

    // The tab opens on the click itself (a tab opened after an await is a blocked pop-up).
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Launch CRM' }).getAttribute('aria-busy')).toBe('true'));
    expect((screen.getByRole('button', { name: 'Launch CRM' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Launch Analytics' }) as HTMLButtonElement).disabled).toBe(false);

    held.release();
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith(launchAnswer('crm').url));
    expect(tab.close).not.toHaveBeenCalled();
    // The account's token goes in the body; no bearer (the login page makes the same call signed out).
    expect(launches(calls)).toEqual([
      { path: 'product', method: 'POST', body: { referrer: 'crm', token: acme.user_account_token }, authorization: null },
    ]);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Launch CRM' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('closes the tab and says why when the launcher refuses (404)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tab } = stubNewTab();
    openDashboard([404, { message: launcherMessages.productNotAvailable }]);
    await userEvent.click(await launchButton('Analytics'));

    const toast = await screen.findByText(launcherMessages.productNotAvailable);
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('never sends the tab to an address that is not a web page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { tab } = stubNewTab();
    openDashboard([200, { token: 'launch-token-0123456789abcdef', url: 'javascript:alert(document.cookie)' }]);
    await userEvent.click(await launchButton('CRM'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('refuses at once while offline: no tab, no call', async () => {
    const { open } = stubNewTab();
    const calls = openDashboard([200, launchAnswer('crm')]);
    const button = await launchButton('CRM');
    setOnline(false);
    await userEvent.click(button);

    expect(await screen.findByText(OFFLINE_MESSAGE)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(launches(calls)).toEqual([]);
  });

  it('asks nothing of the launcher when the browser blocks the tab', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubNewTab(false);
    const calls = openDashboard([200, launchAnswer('crm')]);
    await userEvent.click(await launchButton('CRM'));

    expect(await screen.findByText(/could not be opened in a new tab/)).toBeTruthy();
    expect(launches(calls)).toEqual([]);
  });
});
