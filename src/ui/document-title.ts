import { createContext } from 'react';

/**
 * Where a screen's title goes when no effect runs: the build's prerender (scripts/prerender)
 * renders on the server, so PageTitle hands it the title during render instead. In the browser
 * there is no sink and PageTitle sets `document.title` from an effect.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);
