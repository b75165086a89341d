import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberRow } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { member, membersServer } from '../support/members-fixtures';

/** One member directory sync suspended, one it did not. */
const rows: MemberRow[] = [
  member({ email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', tenancy: 'ADMINISTRATOR', is_primary_contact: 1, user_id: 2 }),
  member({ email: 'sam@example.com', first_name: 'Sam', last_name: 'Stone', user_id: 3, suspended: true }),
];

function openAt(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
  membersServer(() => rows);
  renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
}

afterEach(() => {
  window.innerWidth = 1024;
  window.dispatchEvent(new Event('resize'));
  vi.unstubAllGlobals();
});

describe('Manage Users: a suspended member', () => {
  it("reads 'Suspended' beside their status in the table, and a search for it finds them alone", async () => {
    openAt(1280);
    const table = await screen.findByRole('table', { name: 'Members and invitations' });
    await within(table).findByText('sam@example.com');
    const statusOf = (email: string) => (within(table).getByText(email).closest('tr') as HTMLTableRowElement).cells[5];
    expect(within(statusOf('sam@example.com')).getByText('Accepted')).toBeTruthy();
    expect(within(statusOf('sam@example.com')).getByText('Suspended')).toBeTruthy();
    expect(within(statusOf('grace@example.com')).queryByText('Suspended')).toBeNull();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'suspended');
    await waitFor(() => expect(within(table).queryByText('grace@example.com')).toBeNull());
    expect(within(table).getByText('sam@example.com')).toBeTruthy();
  });

  it("reads 'Suspended' beside their status on their card at 390 px", async () => {
    openAt(390);
    const list = await screen.findByRole('list', { name: 'Members and invitations' });
    await within(list).findByText('sam@example.com');
    expect(screen.queryByRole('table')).toBeNull();
    const statusOf = (email: string) => {
      const card = within(list).getAllByRole('listitem').find((item) => within(item).queryByText(email)) as HTMLElement;
      const terms = within(card).getAllByRole('term').map((term) => term.textContent);
      return within(card).getAllByRole('definition')[terms.indexOf('Invitation Status')];
    };
    expect(within(statusOf('sam@example.com')).getByText('Accepted')).toBeTruthy();
    expect(within(statusOf('sam@example.com')).getByText('Suspended')).toBeTruthy();
    expect(within(statusOf('grace@example.com')).queryByText('Suspended')).toBeNull();
  });
});
