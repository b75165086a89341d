import { useEffect, useRef } from 'react';
import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useLocation } from 'wouter';
import { offlineTexts } from '../i18n/shell';
import { queriesSettled } from './queries-settled';
import { registerServiceWorker, type ApplyUpdate, type ServiceWorkerUpdates } from './sw-update';

/** notistack's functions, loaded with the first toast (given by App: src/ui/toast-host.ts). */
export type Toaster = () => Promise<{ enqueueSnackbar: typeof enqueueSnackbar; closeSnackbar: typeof closeSnackbar }>;

/**
 * Mounted once by App: registers the worker once the first screen has its data, looks for a new version while the portal is open
 * (also on every move to another screen) and offers 'Reload' when one waits.
 */
export function UpdatePrompt({ toaster }: { toaster: Toaster }) {
  const updates = useRef<ServiceWorkerUpdates | null>(null);
  const [location] = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    let unmounted = false;
    void registerServiceWorker({
      onUpdateWaiting: (apply) => void offerReload(toaster, apply),
      settled: () => queriesSettled(queryClient),
    }).then((registered) => {
      if (unmounted) registered.stop();
      else updates.current = registered;
    });
    return () => {
      unmounted = true;
      updates.current?.stop();
      updates.current = null;
    };
  }, [toaster, queryClient]);

  // Runs on the first render too, where the checks are not registered yet: loading looked already.
  useEffect(() => {
    updates.current?.navigated();
  }, [location]);

  return null;
}

async function offerReload(toaster: Toaster, apply: ApplyUpdate) {
  const { enqueueSnackbar, closeSnackbar } = await toaster();
  enqueueSnackbar(offlineTexts.updateAvailable, {
    variant: 'info',
    // Stays until the user chooses: an update must not vanish before it is seen.
    persist: true,
    preventDuplicate: true,
    // White on the toast's dark blue, which stays dark in dark mode too (src/ui/ToastContent.tsx);
    // a fifth of white over it on hover keeps the text at 5.6:1.
    action: (key) => (
      <Button
        size="sm"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.700"
        _hover={{ bg: 'whiteAlpha.200' }}
        onClick={() => {
          closeSnackbar(key);
          apply();
        }}
      >
        {offlineTexts.reload}
      </Button>
    ),
  });
}
