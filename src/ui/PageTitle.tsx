import { useContext, useEffect, type ReactNode } from 'react';
import { Heading } from '@chakra-ui/react';
import { appName } from '../i18n/shell';
import { DocumentTitleSink } from './document-title';

/**
 * A screen's one h1. It also names the browser tab, so screen-reader users hear where a navigation
 * landed. The title is set through `document.title`, on index.html's own <title>, rather than a
 * rendered <title>: React removes a rendered one from the head when its screen unmounts, and the
 * tab would have no name while the next screen loads.
 */
export function PageTitle({ children, documentTitle }: { children: ReactNode; documentTitle?: string }) {
  const tab = documentTitle ?? (typeof children === 'string' ? children : null);
  const title = tab ? `${tab} | ${appName}` : appName;
  useContext(DocumentTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Heading as="h1" size="2xl" color="fg" mb="6">
      {children}
    </Heading>
  );
}
