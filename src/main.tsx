import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { prepareStart } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const portal = (
  <StrictMode>
    <App />
  </StrictMode>
);
const { hydrates } = prepareStart(container);
// The first render is a transition: React renders the tree in slices and yields between them, so
// a tap or a keystroke during start-up is answered rather than queued behind the whole tree. A
// prerendered page is hydrated the same way: it is on screen already, and stays usable meanwhile.
startTransition(() => {
  if (hydrates) hydrateRoot(container, portal);
  else createRoot(container).render(portal);
});
