import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { toastHostState } from './toast-host';
import { toastRegion } from './toast-region';

// notistack and the toasts' own components load with the first toast.
const ToastProvider = lazy(() => import('./ToastProvider').then((m) => ({ default: m.ToastProvider })));

const noToastYet = () => false;

/** Where toasts appear: renders notistack's provider from the first toast on (./toast-host.ts). */
export function ToastHost() {
  // A page rendered ahead (the build's prerender, and its hydration) has asked for no toast yet.
  const requested = useSyncExternalStore(toastHostState.subscribe, toastHostState.isRequested, noToastYet);
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
