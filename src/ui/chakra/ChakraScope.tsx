import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { portalSystem } from './theme';

/**
 * Chakra's context for the part of the page that renders Chakra components: a screen, a dialog,
 * the toasts (./chakra-lazy.tsx wraps each as it loads). Cheap to nest and to repeat: the global
 * styles are in index.html already (scripts/chakra-global-css.ts), so a scope inserts none.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={portalSystem}>{children}</ChakraProvider>;
}
