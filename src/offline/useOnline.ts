import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { onReachabilityChange, portalOnline } from '../api/reachability';

/**
 * The online manager follows the browser's events (query-client.ts makes it follow reachability
 * too); reachability is watched here as well, so the hook does not depend on that module's load.
 */
function subscribe(onChange: () => void): () => void {
  const unsubscribe = onlineManager.subscribe(onChange);
  const unsubscribeReachability = onReachabilityChange(onChange);
  return () => {
    unsubscribe();
    unsubscribeReachability();
  };
}

/** True while the portal is online (api/reachability.ts); screens use it to refuse changes at once. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => portalOnline() && onlineManager.isOnline(), () => true);
}
