import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { devicesMessages, type DevicesResponse } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders, stubApi, type ApiCall } from '../support/render';
import { makeAccount, TOKEN, user } from '../support/session-fixtures';

const account = makeAccount({ id: 1 });

const laptop = {
  id: 'this-one', browser: 'Chrome 131', system: 'Linux', address: '203.0.113.7',
  signed_in_at: '2026-11-20T09:00:00.000Z', last_active_at: '2026-11-28T09:00:00.000Z', current: true,
};
const phone = {
  id: 'phone-1', browser: 'Safari 18', system: 'iOS', address: '198.51.100.4',
  signed_in_at: '2026-11-02T08:00:00.000Z', last_active_at: '2026-11-25T18:30:00.000Z', current: false,
};
const tablet = { ...phone, id: 'tablet-1', browser: 'Firefox 132', system: 'Android', last_active_at: '2026-11-26T10:00:00.000Z' };
const trustedPhone = { id: 'trust-9', browser: 'Safari 18', system: 'iOS', trusted_at: '2026-10-01T12:00:00.000Z', last_used_at: '2026-11-02T08:00:00.000Z', current: false };

/** A server holding the user's devices, changed by the screen's calls as the real one would be. */
function serveDevices(devices: DevicesResponse): ApiCall[] {
  localStorage.setItem(storageKeys.accessToken, TOKEN);
  localStorage.setItem(storageKeys.selectedAccount, JSON.stringify({ userId: user.id, accountId: account.id }));
  return stubApi((call) => {
    if (call.path === 'auth') return [200, { user, token: TOKEN, userAccounts: [account] }];
    if (call.path === 'auth/security') return [200, { passkeys: [], totp: false, recovery_codes_left: 0 }];
    if (call.path.startsWith('auth/devices?device_id=')) return [200, devices];
    const signOut = /^auth\/sessions\/([^/]+)\/sign-out$/.exec(call.path);
    if (signOut) {
      devices.sessions = devices.sessions.filter((session) => session.id !== signOut[1]);
      return [200, { message: devicesMessages.signedOut }];
    }
    if (call.path === 'auth/sessions/sign-out-others') {
      devices.sessions = devices.sessions.filter((session) => session.current);
      return [200, { message: devicesMessages.signedOutOthers }];
    }
    const forget = /^auth\/trusted-devices\/([^/]+)\/forget$/.exec(call.path);
    if (forget) {
      devices.trusted = devices.trusted.filter((device) => device.id !== forget[1]);
      return [200, { message: devicesMessages.forgotten }];
    }
    return [404, { message: 'Not found' }];
  });
}

const list = (name: string) => within(screen.getByRole('region', { name: name === 'Your signed-in devices' ? 'Signed-in devices' : 'Trusted devices' })).getByRole('list', { name });
const rows = (name: string) => within(list(name)).queryAllByRole('listitem');

async function openSecurity() {
  renderWithProviders(<AppRoutes />, { route: '/dashboard/security' });
  await screen.findByRole('list', { name: 'Your signed-in devices' }, { timeout: 5000 });
}

beforeEach(() => {
  window.innerWidth = 1280;
});

describe('Security: signed-in devices', () => {
  it('lists every session with its browser, system, address and dates, this device first and marked', async () => {
    serveDevices({ sessions: [phone, laptop], trusted: [] });
    await openSecurity();
    const [first, second] = rows('Your signed-in devices');
    expect(first.textContent).toContain('Chrome 131 on Linux');
    expect(first.textContent).toContain('This device');
    expect(first.textContent).toContain('From 203.0.113.7');
    expect(first.textContent).toContain('Signed in 20 Nov 2026');
    expect(within(first).queryByRole('button')).toBeNull();
    expect(second.textContent).toContain('Safari 18 on iOS');
    expect(second.textContent).not.toContain('This device');
    expect(second.textContent).toContain('Last active 25 Nov 2026');
    expect(within(second).getByRole('button', { name: /^Sign out Safari 18 on iOS, last active/ })).toBeTruthy();
  });

  it('signs another device out: the server is told which, and the list no longer has it', async () => {
    const calls = serveDevices({ sessions: [laptop, phone, tablet], trusted: [] });
    await openSecurity();
    await userEvent.click(screen.getByRole('button', { name: /^Sign out Safari 18 on iOS/ }));
    expect(await screen.findByText(devicesMessages.signedOut)).toBeTruthy();
    await waitFor(() => expect(rows('Your signed-in devices')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['auth/sessions/phone-1/sign-out']);
  });

  it('signs out of every other device at once, and then offers it no more', async () => {
    serveDevices({ sessions: [laptop, phone, tablet], trusted: [] });
    await openSecurity();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByText(devicesMessages.signedOutOthers)).toBeTruthy();
    await waitFor(() => expect(rows('Your signed-in devices')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
  });

  it('keeps the list and says why when the server refuses', async () => {
    const devices = { sessions: [laptop, phone], trusted: [] };
    serveDevices(devices);
    await openSecurity();
    // Another device signed the phone out first: the server no longer knows it.
    devices.sessions = [laptop];
    stubApiRefusingSignOut(devices);
    await userEvent.click(screen.getByRole('button', { name: /^Sign out Safari 18 on iOS/ }));
    expect(await screen.findByText(devicesMessages.sessionNotFound)).toBeTruthy();
    await waitFor(() => expect(rows('Your signed-in devices')).toHaveLength(1));
  });
});

describe('Security: trusted devices', () => {
  it('forgets a trusted device', async () => {
    const calls = serveDevices({ sessions: [laptop], trusted: [trustedPhone] });
    await openSecurity();
    const [row] = rows('Your trusted devices');
    expect(row.textContent).toContain('Safari 18 on iOS');
    expect(row.textContent).toContain('Trusted since 1 Oct 2026');
    await userEvent.click(within(row).getByRole('button', { name: /^Forget Safari 18 on iOS/ }));
    expect(await screen.findByText(devicesMessages.forgotten)).toBeTruthy();
    expect(await screen.findByText(devicesMessages.noTrusted)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === 'auth/trusted-devices/trust-9/forget')).toBe(true);
  });
});

function stubApiRefusingSignOut(devices: DevicesResponse) {
  stubApi((call) => {
    if (call.path === 'auth') return [200, { user, token: TOKEN, userAccounts: [account] }];
    if (call.path.startsWith('auth/devices?device_id=')) return [200, devices];
    if (call.path.endsWith('/sign-out')) return [404, { message: devicesMessages.sessionNotFound }];
    return [404, { message: 'Not found' }];
  });
}
