import { lazy, Suspense, useState } from 'react';
import type { MenuDrawerProps } from './MenuDrawer';
import { MenuPlaceholder } from './Sidebar';

/** The drawer's code (Chakra's dialog machinery) is fetched by narrow screens only. */
const MenuDrawer = lazy(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

/**
 * Narrow screens: the menu as a drawer over the page. The drawer is rendered closed from the start,
 * so its code has arrived before the first tap on the toggle and the menu opens at once.
 */
export function NarrowMenu({ open, onClose, onNavigate }: Omit<MenuDrawerProps, 'onExitComplete'>) {
  // Until the drawer has gone, its content carries the menu's id; the placeholder takes it back after.
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  return (
    <>
      {!present && <MenuPlaceholder />}
      <Suspense fallback={null}>
        <MenuDrawer open={open} onClose={onClose} onNavigate={onNavigate} onExitComplete={() => setPresent(false)} />
      </Suspense>
    </>
  );
}
