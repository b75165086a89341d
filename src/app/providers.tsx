import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { clearPersistedCaches, startPersistence } from '../offline/persistence';
import { createQueryClient } from '../offline/query-client';
import { SessionProvider, type SessionPersistence } from '../session/SessionProvider';
import { portalSystem } from '../ui/chakra/theme';
import { ColorModeProvider } from '../ui/color-mode/ColorModeProvider';
import { ToastHost } from '../ui/ToastHost';

/** The session keeps each user's saved lists through the offline layer's persistence. */
const persistence: SessionPersistence = { start: startPersistence, clear: clearPersistedCaches };

/** Everything a screen relies on, in one place; tests mount the same tree. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={portalSystem}>
      <ColorModeProvider>
        <QueryClientProvider client={client}>
          <SessionProvider persistence={persistence}>{children}</SessionProvider>
          <ToastHost />
        </QueryClientProvider>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
