import { QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api/contract';
import { onReachabilityChange, serverUnreachable } from '../api/reachability';

/**
 * One QueryClient for the app. Queries retry only when no answer came (a flaky network), never on
 * a refusal. Mutations run once, at once, and are never paused or replayed: nothing destructive is
 * queued while offline (DESIGN "Offline").
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 7 * 24 * 60 * 60 * 1000,
        // Offline, show what was cached instead of waiting for a connection.
        networkMode: 'offlineFirst',
        retry: (failures, error) => failures < 2 && error instanceof ApiError && error.isNetworkError,
      },
      mutations: { networkMode: 'always', retry: 0 },
    },
  });
}

// TanStack's online manager starts out "online"; the browser knows better, and so does a request
// that got no answer (api/reachability.ts): retries wait, and resume once an answer comes.
if (typeof navigator !== 'undefined') {
  onlineManager.setOnline(navigator.onLine);
  onReachabilityChange(() => onlineManager.setOnline(navigator.onLine && !serverUnreachable()));
}
