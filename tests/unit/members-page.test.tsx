import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inviteMessages, type MemberRow } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders, type ApiCall } from '../support/render';
import { LIST_PATH, acme, member, memberCalls, membersServer, posts } from '../support/members-fixtures';

const rows: MemberRow[] = [
  member({ email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', tenancy: 'ADMINISTRATOR', is_primary_contact: 1, user_id: 2 }),
  member({ email: 'pending@example.com', first_name: '', last_name: '', status: 0 }),
  member({ email: 'old@example.com', first_name: '', last_name: '', status: 0, expired: true }),
  member({ email: 'gone@example.com', status: 3 }),
];

function openPage(answer?: (call: ApiCall) => [number, unknown], list: () => MemberRow[] = () => rows) {
  const calls = membersServer(list, answer);
  renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
  return calls;
}

const table = () => screen.findByRole('table', { name: 'Members and invitations' });
const dialog = (name: string) => screen.findByRole('dialog', { name });
const emails = (scope: HTMLElement) => within(scope).getByLabelText('Emails') as HTMLTextAreaElement;
/** The table row holding the address (a pending invitation shows it twice, in the name place too). */
const rowOf = (members: HTMLElement, email: string) => within(members).getAllByText(email)[0].closest('tr') as HTMLTableRowElement;
const listGets = (calls: ApiCall[]) => calls.filter((call) => call.path === LIST_PATH);

async function openInvite() {
  await userEvent.click(await screen.findByRole('button', { name: 'Invite Members' }));
  return dialog('Invite members');
}

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => vi.unstubAllGlobals());

describe('Manage Users (/dashboard/manage-user)', () => {
  it('lists the members with the seven columns, read with the account token', async () => {
    const calls = openPage();
    expect(await screen.findByRole('heading', { name: 'Manage Users' })).toBeTruthy();
    const members = await table();
    await within(members).findByText('grace@example.com');
    expect(within(members).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'First Name', 'Last Name', 'Email', 'Type', 'Primary Contact', 'Invitation Status', 'Action',
    ]);
    const grace = rowOf(members, 'grace@example.com');
    expect(within(grace).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'Grace', 'Hopper', 'grace@example.com', 'Administrator', 'Yes', 'Accepted',
    ]);
    const status = (email: string) => rowOf(members, email).cells[5].textContent;
    expect([status('pending@example.com'), status('old@example.com'), status('gone@example.com')]).toEqual(['Pending', 'Expired', 'Canceled']);
    // An invitation has no name yet: its address stands in the name place, not two blank cells.
    expect(Array.from(rowOf(members, 'pending@example.com').cells, (cell) => cell.textContent).slice(0, 3)).toEqual([
      'pending@example.com', '', 'pending@example.com',
    ]);
    expect(listGets(calls)[0].authorization).toBe('Bearer account-token-4');
  });

  it('offers the actions of each status, named after the row', async () => {
    openPage();
    const members = await table();
    await within(members).findByText('grace@example.com');
    const actions = (email: string) =>
      within(rowOf(members, email))
        .getAllByRole('button')
        .map((button) => `${button.textContent} | ${button.getAttribute('aria-label')}`);
    expect(actions('grace@example.com')).toEqual(['Edit | Edit grace@example.com', 'Cancel | Cancel Membership grace@example.com']);
    expect(actions('pending@example.com')).toEqual(['Edit | Edit pending@example.com', 'Cancel | Cancel Invitation pending@example.com']);
    expect(actions('old@example.com')).toEqual(['Reinvite | Reinvite old@example.com', 'Cancel | Cancel Invitation old@example.com']);
    expect(actions('gone@example.com')).toEqual(['Reinvite | Reinvite gone@example.com']);
  });

  it('says when the list could not be read, and reads it again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    const calls = membersServer(() => rows);
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      failing && String(input).endsWith(LIST_PATH)
        ? Response.json({ message: 'Only administrators can do this.' }, { status: 403 })
        : answer(input, init),
    );
    renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The members could not be loaded. Only administrators can do this.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(await table()).findByText('grace@example.com')).toBeTruthy();
    expect(listGets(calls)).toHaveLength(1);
  });

  it('tells a Standard member that only administrators manage users, asking nothing of the server', async () => {
    const calls = membersServer(() => rows, undefined, { ...acme, tenancy: 'STANDARD' });
    renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
    expect(await screen.findByText('Only administrators can manage users.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite Members' })).toBeNull();
    expect(memberCalls(calls)).toEqual([]);
  });
});

describe('Invite modal', () => {
  const results = [
    { email: 'a@example.com', message: inviteMessages.sent },
    { email: 'b@example.com', message: inviteMessages.alreadyMember },
    { email: 'ada@example.com', message: inviteMessages.yourself },
  ];
  const inviteAnswer =
    (answer: unknown) =>
    (call: ApiCall): [number, unknown] =>
      call.path === 'invitation/invite' ? [200, answer] : [404, { message: 'Not found' }];

  it('starts as Standard with every app unticked, and lists each result of several addresses', async () => {
    const calls = openPage(inviteAnswer({ results }));
    const modal = await openInvite();
    expect((modal.querySelector('input[type=hidden][name=tenancy]') as HTMLInputElement).value).toBe('STANDARD');
    const apps = await within(modal).findAllByRole('checkbox');
    expect(apps.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(emails(modal).placeholder).toBe('Drop emails here or type...');

    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Billing' }));
    await userEvent.type(emails(modal), 'a@example.com b@example.com;ada@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Invite' }));

    const list = await dialog('You Just Invited!');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite members' })).toBeNull());
    const resultList = within(list).getByRole('list', { name: 'Invitation results' });
    // Spec 9: the list scrolls at 300 px.
    expect(getComputedStyle(resultList).maxHeight).toBe('300px');
    expect(getComputedStyle(resultList).overflowY).toBe('auto');
    const items = within(resultList).getAllByRole('listitem');
    // Each answer says in a word whether the address was invited, not by its colour alone.
    const word = (message: string) => (message === inviteMessages.sent || message === inviteMessages.resent ? 'Invited' : 'Not invited');
    expect(items.map((item) => item.textContent)).toEqual(results.map((result) => `${result.email}${word(result.message)}: ${result.message}`));
    expect(posts(calls, 'invitation/invite')[0]).toMatchObject({
      authorization: 'Bearer account-token-4',
      body: { emails: 'a@example.com,b@example.com,ada@example.com', tenancy: 'STANDARD', blocked_packages: [11, 13] },
    });
    // The list is read again after the invite.
    await waitFor(() => expect(listGets(calls).length).toBeGreaterThan(1));

    await userEvent.click(within(list).getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a single result as a success toast and closes', async () => {
    openPage(inviteAnswer({ results: [results[0]] }));
    const modal = await openInvite();
    await userEvent.type(emails(modal), 'a@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Invite' }));
    const toast = await screen.findByText(inviteMessages.sent);
    expect(toast.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'You Just Invited!' })).toBeNull();
  });

  it('shows inviting oneself as an error toast', async () => {
    openPage(inviteAnswer({ results: [results[2]] }));
    const modal = await openInvite();
    await userEvent.type(emails(modal), 'ada@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Invite' }));
    const toast = await screen.findByText(inviteMessages.yourself);
    expect(toast.closest('[role="alert"]')).not.toBeNull();
  });

  it('hides the apps for administrators and blocks none', async () => {
    const calls = openPage(inviteAnswer({ results: [results[0]] }));
    const modal = await openInvite();
    await within(modal).findByRole('checkbox', { name: 'Analytics' });
    await userEvent.click(within(modal).getByLabelText('User Type'));
    await userEvent.click(await within(modal).findByText('Administrators'));
    expect(within(modal).queryByRole('checkbox')).toBeNull();
    await userEvent.type(emails(modal), 'boss@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Invite' }));
    await screen.findByText(inviteMessages.sent);
    expect(posts(calls, 'invitation/invite')[0].body).toEqual({ emails: 'boss@example.com', tenancy: 'ADMINISTRATOR', blocked_packages: [] });
  });

  it("reads 'Inviting...' on both buttons while sending", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    openPage(inviteAnswer({ results: [results[0]] }));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('invitation/invite')) await gate;
      return answer(input, init);
    });
    const modal = await openInvite();
    await userEvent.type(emails(modal), 'a@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(within(modal).getAllByRole('button', { name: 'Inviting...' })).toHaveLength(2));
    expect(within(modal).getAllByRole('button', { name: 'Inviting...' }).every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    release();
    await screen.findByText(inviteMessages.sent);
  });

  it('Cancel closes without a call, and the next opening starts empty', async () => {
    const calls = openPage();
    const modal = await openInvite();
    await userEvent.type(emails(modal), 'a@example.com');
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls, 'invitation/invite')).toEqual([]);
    const again = await openInvite();
    expect(emails(again).value).toBe('');
  });
});
