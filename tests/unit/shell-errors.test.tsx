import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { OfflineBanner } from '../../src/offline/OfflineBanner';
import { renderWithProviders } from '../support/render';

function Crash({ when }: { when: boolean }): string {
  if (when) throw new Error('render failed');
  return 'all good';
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('ErrorBoundary', () => {
  it('shows the fallback on a render crash and recovers when the location changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(
      <ErrorBoundary resetKey="/a" fallback={<p>server error page</p>}>
        <Crash when />
      </ErrorBoundary>,
    );
    expect(screen.getByText('server error page')).toBeTruthy();

    view.rerender(
      <ErrorBoundary resetKey="/b" fallback={<p>server error page</p>}>
        <Crash when={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeTruthy();
  });
});

describe('OfflineBanner', () => {
  it('says the portal is offline while the browser is', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<OfflineBanner />);
    const text = 'You are offline. Showing saved data; changes are disabled until you reconnect.';
    expect(screen.queryByText(text)).toBeNull();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe(text);

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(text)).toBeNull();
  });
});
