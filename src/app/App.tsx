import { UpdatePrompt } from '../offline/UpdatePrompt';
import { PatternCache } from '../routing/PatternCache';
import { toaster } from '../ui/toast-host';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/** The whole portal: providers, the service-worker update offer and the route table (its patterns compiled once). */
export function App() {
  return (
    <Providers>
      <UpdatePrompt toaster={toaster} />
      <PatternCache>
        <AppRoutes />
      </PatternCache>
    </Providers>
  );
}
