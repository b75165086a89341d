import { Box } from '@chakra-ui/react';
import { offlineTexts } from '../i18n/shell';
import { useOnline } from './useOnline';

/**
 * Says plainly that the portal is offline: saved lists still show, and every change is refused
 * (DESIGN "Offline"). The status region is always present so the notice is announced when it appears.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && (
        <Box px="4" py="2" bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" borderColor="orange.muted" fontSize="sm" textAlign="center">
          {offlineTexts.offline}
        </Box>
      )}
    </div>
  );
}
