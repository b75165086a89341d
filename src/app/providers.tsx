import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { memberListForm } from '../features/members/saved-form';
import { clearPersistedCaches, startPersistence } from '../offline/persistence';
import { createQueryClient } from '../offline/query-client';
import { SessionProvider, type SessionPersistence } from '../session/SessionProvider';
import { portalSystem } from '../ui/chakra/theme';
import { ToastHost } from '../ui/ToastHost';

/**
 * The session keeps each user's saved lists through the offline layer's persistence; the members
 * list is saved in its compact form (read back at start, before the members screen's code is loaded).
 */
const SAVED_FORMS = [memberListForm];
const persistence: SessionPersistence = {
  start: (queryClient, userId, storage) => startPersistence(queryClient, userId, storage, SAVED_FORMS),
  clear: clearPersistedCaches,
};

/**
 * Everything a screen relies on, in one place; tests mount the same tree. Chakra's provider also
 * writes its global styles (reset and token variables), which the portal's own stylesheets
 * (ui/shell.css, ui/form/form.css) use too.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={portalSystem}>
      <QueryClientProvider client={client}>
        <SessionProvider persistence={persistence}>{children}</SessionProvider>
        <ToastHost />
      </QueryClientProvider>
    </ChakraProvider>
  );
}
