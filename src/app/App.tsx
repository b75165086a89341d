import { UpdatePrompt } from '../offline/UpdatePrompt';
import { PatternCache } from '../routing/PatternCache';
import { TransitionRouter } from '../routing/TransitionRouter';
import { toaster } from '../ui/toast-host';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/**
 * The whole portal: providers, the service-worker update offer and the route table (moves rendered
 * as transitions, patterns compiled once). `path` is for the build's prerender, which has no address.
 */
export function App({ path }: { path?: string }) {
  return (
    <Providers>
      <TransitionRouter path={path}>
        <UpdatePrompt toaster={toaster} />
        <PatternCache>
          <AppRoutes />
        </PatternCache>
      </TransitionRouter>
    </Providers>
  );
}
