import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHostState } from './toast-host';

const ToastProvider = lazy(() => import('./ToastProvider').then((m) => ({ default: m.ToastProvider })));

/** Where toasts appear: renders notistack's provider from the first toast on (./toast-host.ts). */
export function ToastHost() {
  const requested = useSyncExternalStore(toastHostState.subscribe, toastHostState.isRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  );
}
