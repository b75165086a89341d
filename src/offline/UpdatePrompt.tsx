import { useEffect } from 'react';
import { Button } from '@chakra-ui/react';
import type { closeSnackbar, enqueueSnackbar } from 'notistack';
import { offlineTexts } from '../i18n/shell';
import { registerServiceWorker } from './sw-update';

/** notistack's functions, loaded with the first toast (given by App: src/ui/toast-host.ts). */
export type Toaster = () => Promise<{ enqueueSnackbar: typeof enqueueSnackbar; closeSnackbar: typeof closeSnackbar }>;

/** Mounted once by App: registers the worker and offers 'Reload' when a new version waits. */
export function UpdatePrompt({ toaster }: { toaster: Toaster }) {
  useEffect(() => {
    void registerServiceWorker(async (apply) => {
      const { enqueueSnackbar, closeSnackbar } = await toaster();
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
    });
  }, [toaster]);
  return null;
}
