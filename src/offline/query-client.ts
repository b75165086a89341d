import { QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from '../api/contract';
import { onReachabilityChange, portalOnline } from '../api/reachability';

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

/**
 * TanStack's online manager starts out "online" and follows only the browser's online and offline
 * events; it follows the portal's own measure instead (api/reachability.ts: the browser's word,
 * and whether requests get answers), so retries wait while no answer comes and resume with one.
 */
export function followPortalReachability(setOnline: (online: boolean) => void): (() => void) | undefined {
  if (typeof window === 'undefined') return undefined;
  const follow = () => setOnline(portalOnline());
  window.addEventListener('online', follow);
  window.addEventListener('offline', follow);
  const stopFollowingReachability = onReachabilityChange(follow);
  follow();
  return () => {
    window.removeEventListener('online', follow);
    window.removeEventListener('offline', follow);
    stopFollowingReachability();
  };
}
onlineManager.setEventListener(followPortalReachability);
