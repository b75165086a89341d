import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { Box, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, type UserAccount } from '../../api/contract';
import { manageSubscriptionTexts as texts } from '../../i18n/apps';
import { useSession } from '../../session/SessionProvider';
import { AlertMessage } from '../../ui/AlertMessage';
import { BILLING_PORTAL_CLOSED } from '../../routing/billing-return';
import { billingPortalQuery } from './apps-queries';

/**
 * Calls `onClose` when the page in `frame` says the billing portal is done: its 'Back to the
 * portal' leads to the portal's static return page in the frame (routing/billing-return.ts).
 */
function useBillingPortalClosed(frame: RefObject<HTMLIFrameElement | null>, onClose: () => void) {
  // The listener is added once per frame and calls the latest onClose, whether or not the caller
  // hands the same function on every render.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const fromFrame = event.source !== null && event.source === frame.current?.contentWindow;
      const closed = (event.data as { type?: unknown } | null)?.type === BILLING_PORTAL_CLOSED;
      if (fromFrame && event.origin === location.origin && closed) close();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [frame]);
}

/**
 * The billing provider's self-service portal, embedded full size (spec 2 "Subscribed Apps table"):
 * a one-time link from POST account/session-portal, a spinner until the frame has loaded. A failure
 * is logged by the HTTP layer and the spinner gives way to the reason (spec 8). The provider's way
 * back to the portal closes it (`onClose`).
 */
export function BillingPortalFrame({ account, onClose }: { account: UserAccount; onClose: () => void }) {
  const { user } = useSession();
  const portal = useQuery(billingPortalQuery(user?.id ?? 0, account));
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement | null>(null);
  useBillingPortalClosed(frame, onClose);

  if (portal.isError) return <AlertMessage status="error" message={`${texts.failed} ${errorMessage(portal.error)}`} />;
  return (
    <Box position="relative" minH="70dvh">
      {!loaded && (
        <Center position="absolute" inset="0" role="status" aria-live="polite">
          <Stack align="center" gap="3">
            <Spinner size="lg" color="blue.fg" />
            <Text>{texts.loading}</Text>
          </Stack>
        </Center>
      )}
      {portal.data && (
        <iframe
          ref={frame}
          title={texts.frameTitle}
          src={portal.data.access_url}
          onLoad={() => setLoaded(true)}
          style={{ width: '100%', height: '70dvh', border: 0, visibility: loaded ? 'visible' : 'hidden' }}
        />
      )}
    </Box>
  );
}
