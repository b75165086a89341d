import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { PageLoading } from '../../ui/LoadingScreen';
import { MENU_WIDTH } from '../../ui/frame-sizes';
import { NarrowMenu } from './NarrowMenu';
import { SIDEBAR_ID, Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useMenuCollapse } from './useMenuCollapse';
import { useSessionCheckOnNavigation } from './useSessionCheck';

/** The frame of every signed-in page: side menu, top bar, offline notice and the page itself. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { collapsed, narrow, toggle, afterMenuTap, collapse } = useMenuCollapse();
  const overlay = narrow && !collapsed;
  const toggleRef = useRef<HTMLButtonElement>(null);
  useSessionCheckOnNavigation();

  useEffect(() => {
    if (!overlay) return;
    // The menu lying over the page acts as a dialog (the page behind is inert); once it closes, the
    // focus goes back to the toggle unless the user moved it elsewhere.
    const toggleButton = toggleRef.current;
    return () => {
      const focused = document.activeElement;
      const menu = document.getElementById(SIDEBAR_ID);
      if (!focused || focused === document.body || menu?.contains(focused)) toggleButton?.focus();
    };
  }, [overlay]);

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      {narrow ? (
        <NarrowMenu open={overlay} onClose={collapse} onNavigate={afterMenuTap} />
      ) : (
        <Sidebar collapsed={collapsed} onNavigate={afterMenuTap} />
      )}
      <Flex direction="column" flex="1" minW="0" ms={collapsed || narrow ? undefined : MENU_WIDTH} inert={overlay}>
        <TopBar collapsed={collapsed} onToggle={toggle} toggleRef={toggleRef} />
        <OfflineBanner />
        <Box as="main" flex="1" py="6" px={{ base: '4', md: '8' }}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
