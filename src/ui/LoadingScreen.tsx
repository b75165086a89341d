import { loadingTexts } from '../i18n/shell';
import './shell.css';

/**
 * Spec guard 1: the full-screen 'Loading' view while the session starts (and while a screen loads).
 * `label` names a longer wait, such as the login page's 'Redirecting...' while a launcher link is traded.
 * Plain elements and shell.css: this is the first thing a signed-in start paints.
 */
export function LoadingScreen({ label = loadingTexts.loading }: { label?: string }) {
  return (
    <div className="pt-loading" role="status" aria-live="polite">
      <span className="pt-spinner pt-spinner--xl" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

/** The same notice inside a layout, so the menu stays put while a screen's code arrives. */
export function PageLoading() {
  return (
    <div className="pt-loading pt-loading--page" role="status" aria-live="polite">
      <span className="pt-spinner pt-spinner--lg" aria-hidden="true" />
      <p>{loadingTexts.loading}</p>
    </div>
  );
}
