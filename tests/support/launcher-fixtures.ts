import { vi } from 'vitest';

/** A product address with its one-time launch token, as POST product answers it. */
export const launchAnswer = (referrer: string) => ({
  token: 'launch-token-0123456789abcdef',
  url: `https://${referrer}.example.com/?launch_token=launch-token-0123456789abcdef`,
});

/**
 * Holds every POST product until `release()`, so a test sees what the user sees while the launcher
 * is asked. Wraps the fetch stub already installed (stubApi, seedSession), which still answers.
 */
export function holdLaunches(): { release: () => void } {
  const answer = globalThis.fetch;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/product')) await released;
      return answer(input, init);
    }),
  );
  return { release };
}

/** The tab window.open('', '_blank') gives: a blank page the portal sends on, or closes. */
export function stubNewTab(opens = true) {
  const tab = { opener: window as Window | null, location: { replace: vi.fn() }, close: vi.fn() };
  const open = vi.fn(() => (opens ? tab : null));
  vi.stubGlobal('open', open);
  return { open, tab };
}
