import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { chakraLazy } from './chakra/chakra-lazy';
import { toastHostState } from './toast-host';
import { toastRegion } from './toast-region';

// Its toasts are drawn with Chakra, which comes with it.
const ToastProvider = chakraLazy(() => import('./ToastProvider').then((m) => m.ToastProvider));

/** Where toasts appear: renders notistack's provider from the first toast on (./toast-host.ts). */
export function ToastHost() {
  const requested = useSyncExternalStore(toastHostState.subscribe, toastHostState.isRequested);
  // The live region is on the page from the start, without notistack: one that appears with its
  // first toast is not announced.
  useEffect(() => {
    toastRegion();
  }, []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  );
}
