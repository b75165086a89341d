import { Center, Spinner, Text } from '@chakra-ui/react';
import { loadingTexts } from '../i18n/shell';

/** The spinner slows down for users who ask for less motion. */
const reducedMotion = { animationDuration: '2s' };

/**
 * Spec guard 1: the full-screen 'Loading' view while the session starts (and while a screen loads).
 * `label` names a longer wait, such as the login page's 'Redirecting...' while a launcher link is traded.
 */
export function LoadingScreen({ label = loadingTexts.loading }: { label?: string }) {
  return (
    <Center flexDirection="column" gap="3" minH="100dvh" fontWeight="medium" role="status" aria-live="polite">
      <Spinner css={{ '--spinner-size': 'sizes.12' }} borderWidth="3px" color="blue.fg" _motionReduce={reducedMotion} aria-hidden="true" />
      <Text>{label}</Text>
    </Center>
  );
}

/** The same notice inside a layout, so the menu stays put while a screen's code arrives. */
export function PageLoading() {
  return (
    <Center flexDirection="column" gap="3" py="16" role="status" aria-live="polite">
      <Spinner size="lg" borderWidth="3px" color="blue.fg" _motionReduce={reducedMotion} aria-hidden="true" />
      <Text>{loadingTexts.loading}</Text>
    </Center>
  );
}
