import { useEffect } from 'react';
import * as notistack from 'notistack';
import { toastComponents } from './ToastContent';
import { toastHostState } from './toast-host';
import { toastRegion } from './toast-region';

/** notistack's provider with the portal's settings; loaded with the first toast (./toast-host.ts). */
export function ToastProvider() {
  // The module itself is handed over, not its functions: notistack rebinds `enqueueSnackbar` to
  // the provider mounted last, and a copy taken now would go on calling this one after it unmounts.
  useEffect(() => toastHostState.mounted(notistack), []);
  return (
    <notistack.SnackbarProvider
      maxSnack={20}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={4000}
      Components={toastComponents}
      domRoot={toastRegion()}
    />
  );
}
