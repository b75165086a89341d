import { Box, Flex } from '@chakra-ui/react';
import { PageLoading } from '../../ui/LoadingScreen';
import { MENU_WIDTH } from '../../ui/frame-sizes';
import { NARROW_MAX_WIDTH } from './useMenuCollapse';
import { TopBar } from './TopBar';
import { menuColumn } from './Sidebar';

/** AppLayout's breakpoint as CSS: the build renders the frame once, for every width. */
const WIDE = `@media (min-width: ${NARROW_MAX_WIDTH + 1}px)`;
const NARROW = `@media (max-width: ${NARROW_MAX_WIDTH}px)`;
const onlyWide = { [NARROW]: { display: 'none' } };
const onlyNarrow = { [WIDE]: { display: 'none' } };
const ignore = () => {};

/**
 * The signed-in frame as AppLayout draws it while a screen loads: top bar, the menu's column and
 * the 'Loading' notice. The build prerenders it (scripts/prerender) and the service worker answers
 * a signed-in path with it when it holds no saved screen for it, so the frame is on screen before
 * any script has run. The width decides the menu in CSS here, as AppLayout decides it by a media
 * query: open beside the page on wide screens, collapsed on narrow ones.
 */
export function SignedInFrame() {
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Box as="aside" {...menuColumn} css={onlyWide} />
      <Flex direction="column" flex="1" minW="0" css={{ [WIDE]: { marginInlineStart: MENU_WIDTH } }}>
        <Box display="contents" css={onlyWide}>
          <TopBar collapsed={false} onToggle={ignore} />
        </Box>
        <Box display="contents" css={onlyNarrow}>
          <TopBar collapsed onToggle={ignore} />
        </Box>
        <Box as="main" flex="1" py="6" px={{ base: '4', md: '8' }}>
          <PageLoading />
        </Box>
      </Flex>
    </Flex>
  );
}
