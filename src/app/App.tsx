import { UpdatePrompt } from '../offline/UpdatePrompt';
import { PatternCache } from '../routing/PatternCache';
import { toaster } from '../ui/toast-host';
import { Providers } from './providers';
import { AppRoutes } from './routes';
// The form kit's stylesheet travels with the page's own: a form screen's scripts then wait for
// no stylesheet of their own (a lazy chunk's CSS is fetched, and awaited, only once it is imported).
import '../ui/form/form.css';

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
