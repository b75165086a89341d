import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

function subscribe(onChange: () => void): () => void {
  const update = () => {
    onlineManager.setOnline(navigator.onLine);
    onChange();
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  const unsubscribe = onlineManager.subscribe(onChange);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
    unsubscribe();
  };
}

/** True while the browser says it is online; screens use it to refuse changes at once. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine && onlineManager.isOnline(), () => true);
}
