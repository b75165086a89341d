import type { Ref } from 'react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { layoutTexts } from '../../i18n/shell';
import { Logo } from '../../ui/Logo';
import { SIDEBAR_ID } from './Sidebar';
import { TOP_BAR_HEIGHT } from './useMenuCollapse';

/** Spec "Layout": 70 px high; the toggle shows × when collapsed, ☰ otherwise; the logo while collapsed. */
export function TopBar({ collapsed, onToggle, toggleRef }: { collapsed: boolean; onToggle: () => void; toggleRef?: Ref<HTMLButtonElement> }) {
  return (
    <Flex
      as="header"
      h={TOP_BAR_HEIGHT}
      flexShrink={0}
      align="center"
      gap="3"
      px="4"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <Button
        ref={toggleRef}
        variant="ghost"
        size="md"
        px="2"
        fontSize="2xl"
        lineHeight="1"
        // Chakra paints an "expanded" button as pressed; here expanded is the resting state.
        _expanded={{ bg: 'transparent' }}
        _hover={{ bg: 'gray.100' }}
        aria-label={layoutTexts.toggleMenu}
        aria-expanded={!collapsed}
        aria-controls={SIDEBAR_ID}
        onClick={onToggle}
      >
        <Box as="span" aria-hidden="true">
          {collapsed ? layoutTexts.toggleCollapsed : layoutTexts.toggleExpanded}
        </Box>
      </Button>
      {collapsed && <Logo />}
    </Flex>
  );
}
