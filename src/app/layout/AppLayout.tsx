import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { PageLoading } from '../../ui/LoadingScreen';
import { SIDEBAR_ID, Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { SIDEBAR_WIDTH, useMenuCollapse } from './useMenuCollapse';

/** The frame of every signed-in page: side menu, top bar, offline notice and the page itself. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { collapsed, narrow, toggle, afterMenuTap, collapse } = useMenuCollapse();
  const overlay = narrow && !collapsed;
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!overlay) return;
    // The menu lying over the page acts as a dialog: the focus moves into it (the page behind is
    // inert), Escape closes it, and the focus goes back to the toggle unless the user moved it.
    const menu = document.getElementById(SIDEBAR_ID);
    const toggleButton = toggleRef.current;
    menu?.querySelector<HTMLElement>('a[href], button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') collapse();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      const focused = document.activeElement;
      if (!focused || focused === document.body || menu?.contains(focused)) toggleButton?.focus();
    };
  }, [overlay, collapse]);

  return (
    <Flex minH="100dvh" bg="gray.50">
      <Sidebar collapsed={collapsed} overlay={narrow} onNavigate={afterMenuTap} />
      {overlay && (
        // A tap beside the open menu closes it, as on any phone app; the toggle stays the keyboard way.
        <Box
          position="fixed"
          inset="0"
          bg="blackAlpha.500"
          zIndex="overlay"
          aria-hidden="true"
          onClick={collapse}
        />
      )}
      <Flex direction="column" flex="1" minW="0" ms={collapsed || narrow ? '0' : SIDEBAR_WIDTH} inert={overlay}>
        <TopBar collapsed={collapsed} onToggle={toggle} toggleRef={toggleRef} />
        <OfflineBanner />
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py="6">
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
