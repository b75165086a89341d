import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ChakraProvider } from '@chakra-ui/react';
import { App } from '../../src/app/App';
import { SignedInFrame } from '../../src/app/layout/SignedInFrame';
import { portalSystem } from '../../src/ui/chakra/theme';
import { DocumentTitleSink } from '../../src/ui/document-title';
import { asGuestBrowser } from './guest-storage';

export type PrerenderedPage = { html: string; styleTags: string; title: string | null };

/**
 * One public page as a guest's browser first renders it: the markup React produces for `path`,
 * the Emotion styles Chakra made for that markup (as the `<style data-emotion>` tags the browser's
 * Emotion cache takes over instead of inserting them again) and the screen's title.
 * The tree is main.tsx's, so `hydrateRoot` finds what it renders itself.
 */
export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  asGuestBrowser();
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  let title: string | null = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <DocumentTitleSink.Provider value={(named) => (title = named)}>
          <App path={path} />
        </DocumentTitleSink.Provider>
      </CacheProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)), title };
}

/**
 * The signed-in frame (SignedInFrame) with its Emotion styles, as Chakra draws it in the portal:
 * the page the service worker answers a signed-in path with before any script has run.
 */
export async function prerenderFrame(): Promise<PrerenderedPage> {
  asGuestBrowser();
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <ChakraProvider value={portalSystem}>
          <SignedInFrame />
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)), title: null };
}
