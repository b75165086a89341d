import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../offline/query-client';
import { SessionProvider } from '../session/SessionProvider';
import { portalSystem } from '../ui/chakra/theme';
import { ColorModeProvider } from '../ui/color-mode/ColorModeProvider';
import { ToastHost } from '../ui/ToastHost';
import { onSessionStarted, persistence } from './session-wiring';

/** Everything a screen relies on, in one place; tests mount the same tree. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={portalSystem}>
      <ColorModeProvider>
        <QueryClientProvider client={client}>
          <SessionProvider persistence={persistence} onStarted={onSessionStarted}>{children}</SessionProvider>
          <ToastHost />
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
