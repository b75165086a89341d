import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createQueryClient } from '../offline/query-client';
import { SessionProvider } from '../session/SessionProvider';
import { portalSystem } from './theme';

/** Everything a screen relies on, in one place; tests mount the same tree. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={portalSystem}>
      <QueryClientProvider client={client}>
        <SnackbarProvider maxSnack={20} anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={4000}>
          <SessionProvider>{children}</SessionProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
