import { useEffect } from 'react';
import { Button } from '@chakra-ui/react';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { offlineTexts } from '../i18n/shell';
import { registerServiceWorker } from './sw-update';

/** Mounted once by App: registers the worker and offers 'Reload' when a new version waits. */
export function UpdatePrompt() {
  useEffect(() => {
    void registerServiceWorker((apply) => {
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
  }, []);
  return null;
}
