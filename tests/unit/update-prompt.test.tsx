import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '../../src/offline/UpdatePrompt';
import { toaster } from '../../src/ui/toast-host';
import { browserWorkers } from '../support/service-workers';
import { renderWithProviders } from '../support/render';

/**
 * The offer of a new version as the user sees it (src/offline/UpdatePrompt.tsx), with the real
 * registration and workbox-window over a played navigator.serviceWorker.
 */

const region = () => screen.getByRole('region', { name: 'Notifications' });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the update prompt', () => {
  it('shows once a new version waits, keeps the old one running until Reload, and Reload asks the new one to take over', async () => {
    vi.stubEnv('PROD', true);
    const { register, registration, install } = browserWorkers();
    renderWithProviders(<UpdatePrompt toaster={toaster} />);
    // Registered once the first screen has settled (here, no query at all).
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' }), { timeout: 5000 });
    // workbox-window listens for new workers once the browser's answer to register() is in.
    await new Promise((resolve) => setTimeout(resolve, 0));

    install();
    const waiting = registration.waiting!;
    expect(await within(region()).findByText('A new version is available')).toBeTruthy();
    expect(waiting.messages).toEqual([]);

    await userEvent.click(within(region()).getByRole('button', { name: 'Reload' }));
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });
});
