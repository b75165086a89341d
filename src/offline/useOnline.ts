import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { onReachabilityChange, serverUnreachable } from '../api/reachability';

/** Online for the portal: the browser has a network and the server answered its last request. */
export const portalOnline = (): boolean => navigator.onLine && !serverUnreachable();

function subscribe(onChange: () => void): () => void {
  const update = () => {
    onlineManager.setOnline(portalOnline());
    onChange();
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  const unsubscribe = onlineManager.subscribe(onChange);
  const unsubscribeReachability = onReachabilityChange(update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
    unsubscribe();
    unsubscribeReachability();
  };
}

/** True while the portal is online (portalOnline); screens use it to refuse changes at once. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => portalOnline() && onlineManager.isOnline(), () => true);
}
