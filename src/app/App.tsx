import { UpdatePrompt } from '../offline/UpdatePrompt';
import { toaster } from '../ui/toast-host';
import { Providers } from './providers';
import { AppRoutes } from './routes';

/** The whole portal: providers, the service-worker update offer and the route table. */
export function App() {
  return (
    <Providers>
      <UpdatePrompt toaster={toaster} />
      <AppRoutes />
    </Providers>
  );
}
