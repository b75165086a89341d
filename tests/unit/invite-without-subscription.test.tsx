import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { LIST_PATH, acme, member } from '../support/members-fixtures';
import { seedSession } from '../support/session-fixtures';

/** Manage Users of an account whose subscription gives it `products` (none: no subscription). */
function openPage(products: unknown[]) {
  seedSession({
    accounts: [acme],
    selected: acme.id,
    answer: (call) => {
      if (call.path === LIST_PATH) return [200, [member({ email: 'grace@example.com' })]];
      if (call.path === 'product') return [200, products];
      return [200, { message: 'ok' }];
    },
  });
  renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
}

describe('the invite dialog of an account without a subscription', () => {
  it('says why apps cannot be chosen yet, for a Standard member, and not for an administrator', async () => {
    openPage([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Members' }));
    const modal = await screen.findByRole('dialog', { name: 'Invite members' });
    expect(await within(modal).findByText(/Apps cannot be chosen yet: this account has no subscription\./)).toBeTruthy();
    expect(within(modal).queryByRole('group', { name: 'Allowed apps' })).toBeNull();

    await userEvent.click(within(modal).getByLabelText('User Type'));
    await userEvent.click(await within(modal).findByText('Administrators'));
    expect(within(modal).queryByText(/Apps cannot be chosen yet/)).toBeNull();
  });

  it('lists the apps to choose, without that sentence, once the account has them', async () => {
    openPage([{ id: 11, name: 'Analytics', referrer: 'analytics', url: 'https://analytics.example.com' }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Members' }));
    const modal = await screen.findByRole('dialog', { name: 'Invite members' });
    expect(await within(modal).findByRole('checkbox', { name: 'Analytics' })).toBeTruthy();
    expect(within(modal).queryByText(/Apps cannot be chosen yet/)).toBeNull();
  });
});
