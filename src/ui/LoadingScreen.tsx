import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { loadingTexts } from '../i18n/shell';

/**
 * Spec guard 1: the full-screen 'Loading' view while the session starts (and while a screen loads).
 * `label` names a longer wait, such as the login page's 'Redirecting...' while a launcher link is traded.
 */
export function LoadingScreen({ label = loadingTexts.loading }: { label?: string }) {
  return (
    <Center minH="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="xl" color="blue.700" />
        <Text fontWeight="medium">{label}</Text>
      </Stack>
    </Center>
  );
}

/** The same notice inside a layout, so the menu stays put while a screen's code arrives. */
export function PageLoading() {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="blue.700" />
        <Text>{loadingTexts.loading}</Text>
      </Stack>
    </Center>
  );
}
