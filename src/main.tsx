import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { warmUpListWorker, warmUpLogin } from './app/route-warm-up';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

warmUpListWorker(window.location.pathname);
void warmUpLogin(window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
