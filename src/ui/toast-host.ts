import type { closeSnackbar, enqueueSnackbar } from 'notistack';

/** What a toast needs of notistack, once its host is on the page. */
export type Toaster = { enqueueSnackbar: typeof enqueueSnackbar; closeSnackbar: typeof closeSnackbar };

/**
 * notistack (with goober, its styling) is some 7 KB of brotli that no first screen needs: it is
 * downloaded with the first toast. `toaster()` asks for the host; ToastHost (mounted once by the
 * providers) then renders the lazily loaded provider, which hands over notistack's functions when it
 * is mounted, so no toast is enqueued before a provider exists to show it.
 */
let requested = false;
const listeners = new Set<() => void>();
let resolveReady: (toaster: Toaster) => void = () => {};
const ready = new Promise<Toaster>((resolve) => {
  resolveReady = resolve;
});

export function toaster(): Promise<Toaster> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return ready;
}

export const toastHostState = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: (): boolean => requested,
  /** Called by the provider once mounted. */
  mounted: (toaster: Toaster): void => resolveReady(toaster),
};
