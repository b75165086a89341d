import { useEffect, type ReactNode } from 'react';
import { appName } from '../i18n/shell';
import './shell.css';

/**
 * A screen's one h1. It also names the browser tab, so screen-reader users hear where a navigation
 * landed. The title is set through `document.title` rather than a rendered <title>: only React 19
 * hoists that element into the head, and the production build runs on Preact (vite.config.ts).
 */
export function PageTitle({ children, documentTitle }: { children: ReactNode; documentTitle?: string }) {
  const tab = documentTitle ?? (typeof children === 'string' ? children : null);
  const title = tab ? `${tab} | ${appName}` : appName;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <h1 className="pt-title">{children}</h1>
  );
}
