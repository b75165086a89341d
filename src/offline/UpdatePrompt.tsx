import { useEffect, useRef } from 'react';
import { Button } from '@chakra-ui/react';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useLocation } from 'wouter';
import { offlineTexts } from '../i18n/shell';
import { registerServiceWorker, type ApplyUpdate, type ServiceWorkerUpdates } from './sw-update';

/**
 * Mounted once by App: registers the worker, looks for a new version while the portal is open
 * (also on every move to another screen) and offers 'Reload' when one waits.
 */
export function UpdatePrompt() {
  const updates = useRef<ServiceWorkerUpdates | null>(null);
  const [location] = useLocation();

  useEffect(() => {
    let unmounted = false;
    void registerServiceWorker(offerReload).then((registered) => {
      if (unmounted) registered.stop();
      else updates.current = registered;
    });
    return () => {
      unmounted = true;
      updates.current?.stop();
      updates.current = null;
    };
  }, []);

  // Runs on the first render too, where the checks are not registered yet: loading looked already.
  useEffect(() => {
    updates.current?.navigated();
  }, [location]);

  return null;
}

function offerReload(apply: ApplyUpdate) {
  enqueueSnackbar(offlineTexts.updateAvailable, {
    variant: 'info',
    // Stays until the user chooses: an update must not vanish before it is seen.
    persist: true,
    preventDuplicate: true,
    action: (key) => (
      <Button
        size="sm"
        variant="outline"
        colorPalette="whiteAlpha"
        color="white"
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
