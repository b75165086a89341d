import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { liveRootOver, prepareStart } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { hydrates, painted, queryClient } = prepareStart(container);
const portal = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The first render is a transition: React renders the tree in slices and yields between them, so
// a tap or a keystroke during start-up is answered rather than queued behind the whole tree. A
// prerendered page is hydrated the same way: it is on screen already, and stays usable meanwhile.
// Over a painted screen (the signed-in frame, a saved screen) the tree renders beside it and takes
// its place once drawn: its markup differs from the saved one wherever the data moved on.
startTransition(() => {
  if (painted) createRoot(liveRootOver(container, painted)).render(portal);
  else if (hydrates) hydrateRoot(container, portal);
  else createRoot(container).render(portal);
});
