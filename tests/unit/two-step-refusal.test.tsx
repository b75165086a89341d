import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { twoStepMessages } from '../../src/api/contract';
import { AppRoutes } from '../../src/app/routes';
import { renderWithProviders } from '../support/render';
import { LIST_PATH, acme } from '../support/members-fixtures';
import { seedSession } from '../support/session-fixtures';

beforeEach(() => {
  window.innerWidth = 1280;
});

describe('an account that requires two-step verification since this device last read it', () => {
  it('sends the user to Security when one of its calls is refused for that reason', async () => {
    seedSession({
      accounts: [acme],
      selected: acme.id,
      answer: (call) => (call.path === LIST_PATH ? [403, { message: twoStepMessages.accountRequiresTwoStep }] : [200, {}]),
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard/security'));
    expect(await screen.findByText(twoStepMessages.accountRequiresTwoStep)).toBeTruthy();
  });

  it('stays where it is when a call is refused for another reason', async () => {
    const calls = seedSession({
      accounts: [acme],
      selected: acme.id,
      answer: (call) => (call.path === LIST_PATH ? [403, { message: 'Only administrators can manage users.' }] : [200, {}]),
    });
    const view = renderWithProviders(<AppRoutes />, { route: '/dashboard/manage-user' });
    await waitFor(() => expect(calls.some((call) => call.path === LIST_PATH)).toBe(true));
    // The refusal is shown on the page it belongs to.
    expect((await screen.findByRole('alert')).textContent).toContain('Only administrators can manage users.');
    expect(view.currentPath()).toBe('/dashboard/manage-user');
  });
});
