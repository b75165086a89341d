import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react';
import { appName } from '../i18n/shell';

/**
 * A screen's one h1. It also names the browser tab (React 19 hoists <title> into the head), so
 * screen-reader users hear where a navigation landed.
 */
export function PageTitle({ children, documentTitle }: { children: ReactNode; documentTitle?: string }) {
  const tab = documentTitle ?? (typeof children === 'string' ? children : null);
  return (
    <>
      <title>{tab ? `${tab} | ${appName}` : appName}</title>
      <Heading as="h1" size="2xl" mb="6" color="gray.800">
        {children}
      </Heading>
    </>
  );
}
