import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { manageSubscriptionTexts as texts } from '../../i18n/apps';

/**
 * Where the billing provider's self-service portal (POST account/session-portal) is embedded full
 * size. The next slice fills it with the portal's frame; until then it shows the spinner the spec
 * asks for while the portal loads, and makes no call.
 */
export function BillingPortalFrame() {
  return (
    <Center minH="60dvh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="blue.700" />
        <Text>{texts.loading}</Text>
      </Stack>
    </Center>
  );
}
