import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { memberListForm } from '../features/members/saved-form';
import { clearPersistedCaches, startPersistence } from '../offline/persistence';
import { createQueryClient } from '../offline/query-client';
import { SessionProvider, type SessionPersistence } from '../session/SessionProvider';
import { ToastHost } from '../ui/ToastHost';
import { warmUpOpenedScreen } from './route-warm-up';

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
 * Everything a screen relies on, in one place; tests mount the same tree. Not Chakra's context:
 * what renders Chakra brings its own (./chakra-lazy.tsx), so a plain screen's start loads none.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider persistence={persistence} onStarted={warmUpOpenedScreen}>{children}</SessionProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
