import { UpdatePrompt } from '../offline/UpdatePrompt';
import { PatternCache } from '../routing/PatternCache';
import { TransitionRouter } from '../routing/TransitionRouter';
import { toaster } from '../ui/toast-host';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/** The whole portal: providers, the service-worker update offer and the route table (moves rendered as transitions, patterns compiled once). */
export function App() {
  return (
    <Providers>
      <UpdatePrompt toaster={toaster} />
      <TransitionRouter>
        <PatternCache>
          <AppRoutes />
        </PatternCache>
      </TransitionRouter>
    </Providers>
  );
}
