import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_MESSAGE, inviteMessages, memberMessages, type MemberRow } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { storageKeys } from '../../src/session/storage-keys';
import { renderWithProviders, type ApiCall } from '../support/render';
import { expectSaidOnce } from '../support/said-once';
import { LIST_PATH, member, membersServer, posts, setOnline } from '../support/members-fixtures';
import { savedEntries } from '../support/memory-query-store';

const jane = member({ email: 'jane@example.com', first_name: 'Jane', last_name: 'Doe', user_id: 7 });
const pending = member({ email: 'pending@example.com', first_name: '', last_name: '', status: 0 });
const gone = member({ email: 'gone@example.com', status: 3, tenancy: 'STANDARD' });

/** The server's list, which each test changes as its calls would. */
let rows: MemberRow[] = [];

function openPage(answer: (call: ApiCall) => [number, unknown]) {
  const calls = membersServer(() => rows, answer);
  const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
  return { calls, view };
}

/** The table row holding the address (a pending invitation shows it twice, in the name place too). */
const rowOf = async (email: string) => {
  const members = await screen.findByRole('table', { name: 'Members and invitations' });
  return (await within(members).findAllByText(email))[0].closest('tr') as HTMLTableRowElement;
};
const statusOf = async (email: string) => (await rowOf(email)).cells[5].textContent;
const clickAction = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));

beforeEach(() => {
  window.innerWidth = 1280;
  rows = [jane, pending, gone];
});
afterEach(() => vi.unstubAllGlobals());

describe('Edit modal', () => {
  it('sends the ticked apps and the tenancy of an accepted member, then shows the saved row', async () => {
    const { calls } = openPage((call) => {
      if (call.path !== 'invitation/allow-package-membership-invitation') return [404, { message: 'Not found' }];
      rows = [{ ...jane, packages: jane.packages.map((entry) => ({ ...entry, isAllowed: entry.id !== 11 })) }, pending, gone];
      return [200, { message: memberMessages.membershipUpdated }];
    });
    await clickAction('Edit jane@example.com');
    const modal = await screen.findByRole('dialog', { name: 'Edit Membership' });
    expect((modal.querySelector('input[type=hidden][name=tenancy]') as HTMLInputElement).value).toBe('STANDARD');
    const box = (name: string) => within(modal).getByRole('checkbox', { name }) as HTMLInputElement;
    expect([box('Analytics').checked, box('Billing').checked, box('CRM').checked]).toEqual([true, false, false]);
    await userEvent.click(box('Analytics'));
    await userEvent.click(box('Billing'));
    await userEvent.click(box('CRM'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User Membership packages updated!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls, 'invitation/allow-package-membership-invitation')[0]).toMatchObject({
      authorization: 'Bearer account-token-4',
      body: { email: 'jane@example.com', tenancy: 'STANDARD', packages: [12, 13] },
    });
    // The list is read again after the change; opening Edit shows what the server now holds.
    const changedAt = calls.findIndex((call) => call.path === 'invitation/allow-package-membership-invitation');
    await waitFor(() => expect(calls.slice(changedAt + 1).some((call) => call.path === LIST_PATH)).toBe(true));
    await clickAction('Edit jane@example.com');
    const again = await screen.findByRole('dialog', { name: 'Edit Membership' });
    await waitFor(() => expect((within(again).getByRole('checkbox', { name: 'CRM' }) as HTMLInputElement).checked).toBe(true));
    expect((within(again).getByRole('checkbox', { name: 'Analytics' }) as HTMLInputElement).checked).toBe(false);
  });

  it("holds an app a directory group gives ticked and says which group, while the others can change", async () => {
    rows = [{ ...jane, packages: jane.packages.map((entry) => (entry.id === 12 ? { ...entry, isAllowed: true, granted_by: ['Finance', 'Ops'] } : entry)) }];
    const { calls } = openPage(() => [200, { message: memberMessages.membershipUpdated }]);
    await clickAction('Edit jane@example.com');
    const modal = await screen.findByRole('dialog', { name: 'Edit Membership' });
    const billing = within(modal).getByRole('checkbox', { name: 'Billing' }) as HTMLInputElement;
    expect({ checked: billing.checked, disabled: billing.disabled }).toEqual({ checked: true, disabled: true });
    const note = document.getElementById(billing.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Given by the directory groups Finance, Ops (Single sign-on, Directory sync).');
    const crm = within(modal).getByRole('checkbox', { name: 'CRM' }) as HTMLInputElement;
    expect({ disabled: crm.disabled, description: crm.getAttribute('aria-describedby') }).toEqual({ disabled: false, description: null });
    await userEvent.click(crm);
    await userEvent.click(within(modal).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(posts(calls, 'invitation/allow-package-membership-invitation')).toHaveLength(1));
    expect(posts(calls, 'invitation/allow-package-membership-invitation')[0]).toMatchObject({ body: { packages: [11, 12, 13] } });
  });

  it("makes an invitee an administrator: 'Edit Invitation', every app allowed, the Type column changes", async () => {
    const { calls } = openPage((call) => {
      if (call.path !== 'invitation/allow-package-membership-invitation') return [404, { message: 'Not found' }];
      rows = [jane, { ...pending, tenancy: 'ADMINISTRATOR' }, gone];
      return [200, { message: memberMessages.invitationUpdated }];
    });
    await clickAction('Edit pending@example.com');
    const modal = await screen.findByRole('dialog', { name: 'Edit Invitation' });
    await userEvent.click(within(modal).getByLabelText('User Type'));
    await userEvent.click(await within(modal).findByText('Administrators'));
    expect(within(modal).queryByRole('checkbox')).toBeNull();
    await userEvent.click(within(modal).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('User Invitation packages updated!')).toBeTruthy();
    expect(posts(calls, 'invitation/allow-package-membership-invitation')[0].body).toEqual({
      email: 'pending@example.com', tenancy: 'ADMINISTRATOR', packages: [11, 12, 13],
    });
    await waitFor(async () => expect((await rowOf('pending@example.com')).cells[3].textContent).toBe('Administrator'));
  });
});

describe('the last administrator', () => {
  const ann = member({ email: 'ann@example.com', first_name: 'Ann', tenancy: 'ADMINISTRATOR', user_id: 1 });

  it("offers no Cancel and no 'Standard' for the only administrator, saying why", async () => {
    rows = [ann, jane, { ...pending, tenancy: 'ADMINISTRATOR' }];
    openPage(() => [404, { message: 'Not found' }]);
    const cancel = (await screen.findByRole('button', { name: 'Cancel Membership ann@example.com' })) as HTMLButtonElement;
    expect(cancel.disabled).toBe(true);
    const reason = within(await rowOf('ann@example.com')).getByText('The account needs at least one administrator.');
    expect(cancel.getAttribute('aria-describedby')).toBe(reason.id);
    // Other rows keep their Cancel, and only the one row says the reason.
    expect((screen.getByRole('button', { name: 'Cancel Membership jane@example.com' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getAllByText('The account needs at least one administrator.')).toHaveLength(1);

    await clickAction('Edit ann@example.com');
    const modal = await screen.findByRole('dialog', { name: 'Edit Membership' });
    const type = within(modal).getByLabelText('User Type') as HTMLInputElement;
    expect(type.disabled).toBe(true);
    expect(within(modal).getByText('The account needs at least one administrator.')).toBeTruthy();
  });

  it("fixes the primary contact's user type too, saying to choose another primary contact first", async () => {
    rows = [{ ...ann, is_primary_contact: 1 }, { ...jane, tenancy: 'ADMINISTRATOR' }];
    openPage(() => [404, { message: 'Not found' }]);
    // Two administrators: either may leave (the server hands the primary contact over).
    const cancel = (await screen.findByRole('button', { name: 'Cancel Membership ann@example.com' })) as HTMLButtonElement;
    expect(cancel.disabled).toBe(false);
    await clickAction('Edit ann@example.com');
    const modal = await screen.findByRole('dialog', { name: 'Edit Membership' });
    expect((within(modal).getByLabelText('User Type') as HTMLInputElement).disabled).toBe(true);
    expect(within(modal).getByText(/^The primary contact must be an administrator\./)).toBeTruthy();
  });

  it('offers both once there is a second administrator', async () => {
    rows = [ann, { ...jane, tenancy: 'ADMINISTRATOR' }];
    openPage(() => [404, { message: 'Not found' }]);
    const cancel = (await screen.findByRole('button', { name: 'Cancel Membership ann@example.com' })) as HTMLButtonElement;
    expect(cancel.disabled).toBe(false);
    expect(screen.queryByText('The account needs at least one administrator.')).toBeNull();
    await clickAction('Edit ann@example.com');
    const modal = await screen.findByRole('dialog', { name: 'Edit Membership' });
    expect((within(modal).getByLabelText('User Type') as HTMLInputElement).disabled).toBe(false);
  });

  it('says a refused cancel in the dialog once, not in a toast as well', async () => {
    const { calls } = openPage(() => [409, { message: memberMessages.lastAdministrator }]);
    await clickAction('Cancel Membership jane@example.com');
    const question = await screen.findByRole('alertdialog', { name: 'Cancel Membership' });
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect((await within(question).findByRole('alert')).textContent).toContain(memberMessages.lastAdministrator);
    await expectSaidOnce(memberMessages.lastAdministrator);
    expect(posts(calls, 'invitation/cancel-membership-invitation')).toHaveLength(1);
  });
});

describe('Cancel and Reinvite', () => {
  it('cancels a membership after asking, naming the address', async () => {
    const { calls } = openPage((call) => {
      if (call.path !== 'invitation/cancel-membership-invitation') return [404, { message: 'Not found' }];
      rows = [{ ...jane, status: 3 }, pending, gone];
      return [200, { message: memberMessages.membershipCanceled }];
    });
    await clickAction('Cancel Membership jane@example.com');
    const question = await screen.findByRole('alertdialog', { name: 'Cancel Membership' });
    expect(question.textContent).toContain('jane@example.com');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText(memberMessages.membershipCanceled)).toBeTruthy();
    expect(posts(calls, 'invitation/cancel-membership-invitation').map((call) => call.body)).toEqual([{ email: 'jane@example.com' }]);
    await waitFor(async () => expect(await statusOf('jane@example.com')).toBe('Canceled'));
    expect(screen.getByRole('button', { name: 'Reinvite jane@example.com' })).toBeTruthy();
  });

  it("words a pending row's cancel as an invitation, and No sends nothing", async () => {
    const { calls } = openPage(() => [404, { message: 'Not found' }]);
    await clickAction('Cancel Invitation pending@example.com');
    const question = await screen.findByRole('alertdialog', { name: 'Cancel Invitation' });
    expect(question.textContent).toContain('pending@example.com');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(calls, 'invitation/cancel-membership-invitation')).toEqual([]);
  });

  it('reinvites with the same address, tenancy and blocked apps, showing the first result', async () => {
    const { calls } = openPage((call) => {
      if (call.path !== 'invitation/invite') return [404, { message: 'Not found' }];
      rows = [jane, pending, { ...gone, status: 0 }];
      return [200, { results: [{ email: 'gone@example.com', message: inviteMessages.resent }] }];
    });
    await clickAction('Reinvite gone@example.com');
    const question = await screen.findByRole('alertdialog', { name: 'Reinvite Member' });
    expect(question.textContent).toContain('gone@example.com');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));

    const toast = await screen.findByText(inviteMessages.resent);
    expect(toast.closest('[role="status"]')).not.toBeNull();
    expect(posts(calls, 'invitation/invite')[0]).toMatchObject({
      authorization: 'Bearer account-token-4',
      body: { emails: 'gone@example.com', tenancy: 'STANDARD', blocked_packages: [12, 13] },
    });
    await waitFor(async () => expect(await statusOf('gone@example.com')).toBe('Pending'));
  });

  it('shows a reinvite of oneself as an error', async () => {
    openPage(() => [200, { results: [{ email: 'gone@example.com', message: inviteMessages.yourself }] }]);
    await clickAction('Reinvite gone@example.com');
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Reinvite Member' })).getByRole('button', { name: 'Yes' }));
    const toast = await screen.findByText(inviteMessages.yourself);
    expect(toast.closest('[role="alert"]')).not.toBeNull();
  });
});

describe('offline', () => {
  afterEach(() => setOnline(true));

  it('refuses an invite at once, keeping what was typed and sending nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = openPage(() => [200, { results: [] }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Members' }));
    const modal = await screen.findByRole('dialog', { name: 'Invite members' });
    await userEvent.click(await within(modal).findByRole('checkbox', { name: 'CRM' }));
    await userEvent.type(within(modal).getByLabelText('Emails'), 'a@example.com b@example.com');
    setOnline(false);
    await userEvent.click(within(modal).getByRole('button', { name: 'Invite' }));

    expect((await within(modal).findByRole('alert')).textContent).toContain(OFFLINE_MESSAGE);
    expect(posts(calls, 'invitation/invite')).toEqual([]);
    expect((within(modal).getByLabelText('Emails') as HTMLTextAreaElement).value).toBe('a@example.com,b@example.com');
    expect((within(modal).getByRole('checkbox', { name: 'CRM' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses a cancel at once and keeps the question open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = openPage(() => [200, { message: 'ok' }]);
    await clickAction('Cancel Membership jane@example.com');
    const question = await screen.findByRole('alertdialog', { name: 'Cancel Membership' });
    setOnline(false);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect((await within(question).findByRole('alert')).textContent).toContain(OFFLINE_MESSAGE);
    await expectSaidOnce(OFFLINE_MESSAGE);
    expect(posts(calls, 'invitation/cancel-membership-invitation')).toEqual([]);
    expect(screen.getByRole('alertdialog', { name: 'Cancel Membership' })).toBeTruthy();
  });

  it('shows the saved list after an offline reload, with the time it is from', async () => {
    const first = openPage(() => [404, { message: 'Not found' }]);
    await rowOf('jane@example.com');
    // The list is saved on its own, under the user's key (src/offline/saved-queries.ts; in memory here).
    const savedList = () => JSON.stringify(savedEntries.get(`${storageKeys.savedQueryPrefix}1-[1,4,"members"]`) ?? null);
    await waitFor(() => expect(savedList()).toContain('jane@example.com'), { timeout: 3000 });
    // The session and its accounts go to the other store, on its own throttle: the reload needs both.
    await waitFor(() => expect(localStorage.getItem(`${storageKeys.queryCachePrefix}1`)).toContain('user_account_token'), { timeout: 3000 });
    first.view.unmount();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    setOnline(false);
    renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
    expect(await rowOf('jane@example.com')).toBeTruthy();
    expect((await screen.findByText(/^Saved data from \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/)).textContent).toBeTruthy();
    expect(screen.getByText(/You are offline/)).toBeTruthy();
  });
});
