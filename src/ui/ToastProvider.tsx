import { useEffect } from 'react';
import { ClassNames } from '@emotion/react';
import * as notistack from 'notistack';
import { TOP_BAR_HEIGHT } from './frame-sizes';
import { toastComponents } from './ToastContent';
import { toastHostState } from './toast-host';
import { toastRegion } from './toast-region';

/** Below Chakra's `md` breakpoint (48rem), where the side menu becomes a drawer behind the top bar's button. */
const PHONE = '@media screen and (max-width: 47.9975rem)';

/** notistack's provider with the portal's settings; loaded with the first toast (./toast-host.ts). */
export function ToastProvider() {
  // The module itself is handed over, not its functions: notistack rebinds `enqueueSnackbar` to
  // the provider mounted last, and a copy taken now would go on calling this one after it unmounts.
  useEffect(() => toastHostState.mounted(notistack), []);
  return (
    <ClassNames>
      {({ css }) => (
        <notistack.SnackbarProvider
          maxSnack={20}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={4000}
          Components={toastComponents}
          domRoot={toastRegion()}
          // On a phone the toasts start below the sticky top bar, which they would otherwise cover
          // with its menu button. notistack takes only a class for its container; Emotion (Chakra's
          // styling engine) makes it, doubled to outrank notistack's own class.
          classes={{ containerAnchorOriginTopRight: css({ '&&': { [PHONE]: { top: `calc(${TOP_BAR_HEIGHT} + 0.5rem)` } } }) }}
        />
      )}
    </ClassNames>
  );
}
