import { Drawer, IconButton, Portal } from '@chakra-ui/react';
import { layoutTexts } from '../../i18n/shell';
import { MENU_WIDTH } from '../../ui/frame-sizes';
import { MenuPanel } from './MenuPanel';
import { SIDEBAR_ID } from './Sidebar';

export type MenuDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** Called after any menu tap: the drawer closes so the chosen page shows. */
  onNavigate: () => void;
  /** Once the drawer has gone (its exit animation over). */
  onExitComplete: () => void;
};

/** The first entry of the open menu, where the focus goes (a link, or Logout when there is none), not its close button. */
const firstMenuControl = () => {
  const menu = document.getElementById(SIDEBAR_ID);
  return menu?.querySelector<HTMLElement>('nav a[href]') ?? menu?.querySelector<HTMLElement>('a[href], button:not([data-menu-close])') ?? null;
};

/**
 * Narrow screens: the side menu opens over the page, from the start edge. The page behind is
 * inert (AppLayout), so the drawer is not modal itself: Escape or a tap beside it closes it, and
 * AppLayout gives the focus back to the toggle.
 */
export function MenuDrawer({ open, onClose, onNavigate, onExitComplete }: MenuDrawerProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      placement="start"
      modal={false}
      closeOnInteractOutside
      initialFocusEl={firstMenuControl}
      ids={{ content: SIDEBAR_ID }}
      aria-label={layoutTexts.mainMenu}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          {/* Closing, it is gone for assistive technology at once, while it slides away. */}
          <Drawer.Content maxW={MENU_WIDTH} textStyle="md" boxShadow="xl" overflowY="auto" aria-hidden={open ? undefined : true}>
            <MenuPanel
              onNavigate={onNavigate}
              closeControl={
                // Its own way out, beside the logo: the top bar's button is behind the open menu on a phone.
                <Drawer.CloseTrigger asChild position="static">
                  <IconButton data-menu-close variant="ghost" size="sm" fontSize="xl" aria-label={layoutTexts.closeMenu}>
                    <span aria-hidden="true">{layoutTexts.closeMenuGlyph}</span>
                  </IconButton>
                </Drawer.CloseTrigger>
              }
            />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
