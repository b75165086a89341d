import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry, ActivityPage } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders, stubApi, type ApiCall } from '../support/render';
import { makeAccount, TOKEN, user } from '../support/session-fixtures';

const admin = makeAccount({ id: 7, tenancy: 'ADMINISTRATOR' });
const standard = makeAccount({ id: 8, tenancy: 'STANDARD' });

const entry = (fields: Partial<ActivityEntry> & { id: number }): ActivityEntry => ({
  at: '2026-11-27T10:00:00.000Z', who: 'Ada Lovelace', actor_kind: 'user', actor_user_id: 1,
  action: 'member_invited', what: 'Member invited', subject: 'sam@example.com', details: 'Invited as Standard', ...fields,
});

const log = [
  entry({ id: 3, at: '2026-11-27T12:00:00.000Z', action: 'invitation_canceled', what: 'Invitation canceled', details: '' }),
  entry({ id: 2, at: '2026-11-27T11:00:00.000Z', who: 'Grace Hopper', actor_user_id: 2, action: 'apps_changed', what: 'Apps allowed or blocked', subject: 'bob@example.com', details: 'Allowed: Analytics; Blocked: Billing' }),
  entry({ id: 1, at: '2026-11-27T10:00:00.000Z', who: 'Billing provider', actor_kind: 'billing', actor_user_id: null, action: 'subscription_started', what: 'Subscription started', subject: 'Business', details: '' }),
];
const people = [{ user_id: 1, name: 'Ada Lovelace' }, { user_id: 2, name: 'Grace Hopper' }];

function serveActivity(account = admin, entriesLog = log): ApiCall[] {
  localStorage.setItem(storageKeys.accessToken, TOKEN);
  localStorage.setItem(storageKeys.selectedAccount, JSON.stringify({ userId: user.id, accountId: account.id }));
  return stubApi((call) => {
    if (call.path === 'auth') return [200, { user, token: TOKEN, userAccounts: [account] }];
    const person = Number(/[?&]person=(\d+)/.exec(call.path)?.[1] ?? 0) || null;
    const entries = entriesLog.filter((item) => person === null || item.actor_user_id === person);
    if (call.path.startsWith('account/activity/csv')) return [200, `When,Who\n${entries.map((item) => `${item.at},${item.who}`).join('\n')}`];
    if (call.path.startsWith('account/activity?')) {
      const page: ActivityPage = { entries, has_more: false, page: 1, page_size: 200, people };
      return [200, page];
    }
    return [404, { message: 'Not found' }];
  });
}

/** jsdom's Blob has no text(): its FileReader reads it. */
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const tableRows = () => within(screen.getByRole('table', { name: 'Account activity' })).getAllByRole('row').slice(1);

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Activity', () => {
  it('lists the account\'s changes newest first: when, who, what with its subject, and the details', async () => {
    const calls = serveActivity();
    renderWithProviders(<AppRoutes />, { route: '/dashboard/activity' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeTruthy();
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    const [first, second, third] = tableRows();
    expect(first.textContent).toContain('27 Nov 2026');
    expect(first.textContent).toContain('Invitation canceled');
    expect(second.textContent).toContain('Grace Hopper');
    expect(second.textContent).toContain('bob@example.com');
    expect(second.textContent).toContain('Allowed: Analytics; Blocked: Billing');
    expect(third.textContent).toContain('Billing provider');
    const listCall = calls.find((call) => call.path.startsWith('account/activity?'));
    expect(listCall?.authorization).toBe(`Bearer ${admin.user_account_token}`);
  });

  it('filters by person: the server is asked for that person\'s entries', async () => {
    const calls = serveActivity();
    renderWithProviders(<AppRoutes />, { route: '/dashboard/activity' });
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'Grace Hopper');
    // The table says 'Loading...' in a row of its own until the person's entries are there.
    await waitFor(() => expect(tableRows().map((row) => row.textContent)).toEqual([expect.stringContaining('Grace Hopper')]));
    expect(calls.some((call) => call.path === 'account/activity?page=1&page_size=200&person=2')).toBe(true);
  });

  it('downloads what the filter shows as activity.csv', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:activity'), revokeObjectURL: () => undefined }));
    const files: string[] = [];
    // jsdom does not download: the link the portal clicks is looked at instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push(`${this.download} ${this.href}`);
    });
    const calls = serveActivity();
    renderWithProviders(<AppRoutes />, { route: '/dashboard/activity' });
    await waitFor(() => expect(tableRows()).toHaveLength(3));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'Ada Lovelace');
    await waitFor(() => expect(tableRows().map((row) => row.textContent)).toEqual([expect.stringContaining('Ada Lovelace')]));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(files).toEqual(['activity.csv blob:activity']);
    expect(await readBlob(saved[0])).toContain('2026-11-27T12:00:00.000Z,Ada Lovelace');
    expect(calls.some((call) => call.path === 'account/activity/csv?person=1')).toBe(true);
  });

  it('on a phone, shows each entry as a card with every field, the details whole', async () => {
    window.innerWidth = 390;
    serveActivity();
    renderWithProviders(<AppRoutes />, { route: '/dashboard/activity' });
    const list = await screen.findByRole('list', { name: 'Account activity' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('table')).toBeNull();
    const changed = within(list).getAllByRole('listitem')[1];
    expect(within(changed).getAllByRole('term').map((term) => term.textContent)).toEqual(['When', 'Who', 'What', 'Details']);
    expect(within(changed).getAllByRole('definition').map((value) => value.textContent)).toEqual([
      expect.stringContaining('27 Nov 2026'), 'Grace Hopper', 'Apps allowed or blockedbob@example.com', 'Allowed: Analytics; Blocked: Billing',
    ]);
  });

  it('shows a STANDARD member the administrators-only message and asks for nothing', async () => {
    const calls = serveActivity(standard);
    renderWithProviders(<AppRoutes />, { route: '/dashboard/activity' });
    expect(await screen.findByText("Only administrators can see the account's activity.")).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith('account/activity'))).toBe(false);
  });
});
