import type { ReactNode } from 'react';
import { AppLink } from './AppLink';

/** An in-app text link in the portal's blue at the small size of a card's footer. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <AppLink href={href} fontSize="sm">
      {children}
    </AppLink>
  );
}
