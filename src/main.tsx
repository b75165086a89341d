import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render is a transition: React renders the tree in slices and yields between them, so
// a tap or a keystroke during start-up is answered rather than queued behind the whole tree.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
