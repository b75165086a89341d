import type { FetchStatus } from '@tanstack/react-query';
import { useOnline } from './useOnline';

type ShownQuery = { data: unknown; dataUpdatedAt: number; isError: boolean; fetchStatus: FetchStatus };

/**
 * When the data a query shows is what was saved rather than fresh from the network: offline, its
 * refresh failed, or the refresh waits for the network. Null when the data is fresh or absent.
 */
export function savedDataTime(query: ShownQuery, online: boolean): number | null {
  if (query.data === undefined || !query.dataUpdatedAt) return null;
  const saved = !online || query.isError || query.fetchStatus === 'paused';
  return saved ? query.dataUpdatedAt : null;
}

export function useSavedDataTime(query: ShownQuery): number | null {
  return savedDataTime(query, useOnline());
}
