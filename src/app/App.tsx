import { UpdatePrompt } from '../offline/UpdatePrompt';
import { PatternCache } from '../routing/PatternCache';
import { TransitionRouter } from '../routing/TransitionRouter';
import { toaster } from '../ui/toast-host';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/**
 * The whole portal: providers, the service-worker update offer and the route table (moves rendered
 * as transitions, patterns compiled once). `path` is for the build's prerender, which has no address;
 * `queryClient` is the one the start began the session on (start.ts).
 */
export function App({ path, queryClient }: { path?: string; queryClient?: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <TransitionRouter path={path}>
        <UpdatePrompt toaster={toaster} />
        <PatternCache>
          <AppRoutes />
        </PatternCache>
      </TransitionRouter>
    </Providers>
  );
}
