import { Suspense, type ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Link } from 'wouter';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { PageLoading } from '../../ui/LoadingScreen';
import { Logo } from '../../ui/Logo';
import { paths } from '../../routing/paths';
import { TOP_BAR_HEIGHT } from '../../ui/frame-sizes';

/**
 * The frame of the public pages (invitation, subscribe, redirect, error pages): logo and content.
 * It is also the crash page's frame.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Flex as="header" align="center" h={TOP_BAR_HEIGHT} px="6" bg="bg.panel" borderBottomWidth="1px" borderColor="border">
        <Link href={paths.home}>
          <Logo />
        </Link>
      </Flex>
      <OfflineBanner />
      <Box as="main" flex="1" w="full" maxW="3xl" mx="auto" px="4" py={{ base: '8', md: '16' }}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </Box>
    </Flex>
  );
}
