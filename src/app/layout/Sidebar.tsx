import { Box, Flex } from '@chakra-ui/react';
import { MENU_WIDTH } from '../../ui/frame-sizes';
import { MenuPanel } from './MenuPanel';

export const SIDEBAR_ID = 'app-sidebar';

/**
 * The menu's place while it is not shown: it is not built then (on a phone, where the menu starts
 * collapsed, that is half of the frame's first render), and the toggle's aria-controls still
 * points at an element.
 */
export function MenuPlaceholder() {
  return <Box as="aside" id={SIDEBAR_ID} hidden />;
}

/** The menu's column, fixed beside the page: the live menu and the prerendered frame's draw it alike. */
export const menuColumn = {
  position: 'fixed', insetStart: '0', top: '0', h: '100dvh', w: MENU_WIDTH,
  bg: 'bg.panel', borderEndWidth: '1px', borderColor: 'border', zIndex: 'sticky',
} as const;

/** Wide screens: the side menu, fixed beside the page. */
export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  if (collapsed) return <MenuPlaceholder />;
  return (
    <Flex
      as="aside"
      id={SIDEBAR_ID}
      direction="column"
      {...menuColumn}
      overflowY="auto"
    >
      <MenuPanel onNavigate={onNavigate} />
    </Flex>
  );
}
