import type { ReactNode } from 'react';
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'wouter';

/** An in-app link: wouter navigates without a reload, Chakra styles it. */
export function AuthLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ChakraLink asChild colorPalette="blue" fontWeight="medium">
      <Link href={href}>{children}</Link>
    </ChakraLink>
  );
}
