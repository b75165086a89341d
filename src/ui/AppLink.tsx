import type { ReactNode } from 'react';
import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link } from 'wouter';

export type AppLinkProps = Omit<LinkProps, 'href' | 'asChild' | 'children'> & { href: string; children: ReactNode };

/**
 * An in-app link: wouter navigates without a reload, Chakra styles it (the portal's blue text link
 * unless the caller styles it otherwise). Other props, such as onClick or aria-current, reach the <a>.
 */
export function AppLink({ href, children, ...props }: AppLinkProps) {
  return (
    <ChakraLink asChild colorPalette="blue" fontWeight="medium" {...props}>
      <Link href={href}>{children}</Link>
    </ChakraLink>
  );
}
