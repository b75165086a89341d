import type { Ref } from 'react';
import { Flex, IconButton } from '@chakra-ui/react';
import { layoutTexts } from '../../i18n/shell';
import { Logo } from '../../ui/Logo';
import { TOP_BAR_HEIGHT } from '../../ui/frame-sizes';
import { SIDEBAR_ID } from './Sidebar';

/** Spec "Layout": 70 px high; the toggle shows × when collapsed, ☰ otherwise; the logo while collapsed. */
export function TopBar({ collapsed, onToggle, toggleRef }: { collapsed: boolean; onToggle: () => void; toggleRef?: Ref<HTMLButtonElement> }) {
  return (
    <Flex
      as="header"
      flexShrink="0"
      align="center"
      gap="3"
      h={TOP_BAR_HEIGHT}
      px="4"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      <IconButton
        ref={toggleRef}
        variant="ghost"
        px="2"
        fontSize="2xl"
        lineHeight="1"
        aria-label={layoutTexts.toggleMenu}
        aria-expanded={!collapsed}
        aria-controls={SIDEBAR_ID}
        onClick={onToggle}
      >
        <span aria-hidden="true">{collapsed ? layoutTexts.toggleCollapsed : layoutTexts.toggleExpanded}</span>
      </IconButton>
      {collapsed && <Logo />}
    </Flex>
  );
}
