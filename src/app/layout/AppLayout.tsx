import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { PageLoading } from '../../ui/LoadingScreen';
import { SIDEBAR_ID, Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useMenuCollapse } from './useMenuCollapse';
import '../../ui/shell.css';

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
    <div className="pt-frame">
      <Sidebar collapsed={collapsed} overlay={narrow} onNavigate={afterMenuTap} />
      {/* A tap beside the open menu closes it, as on any phone app; the toggle stays the keyboard way. */}
      {overlay && <div className="pt-frame__backdrop" aria-hidden="true" onClick={collapse} />}
      <div className={collapsed || narrow ? 'pt-frame__column' : 'pt-frame__column pt-frame__column--beside-menu'} inert={overlay}>
        <TopBar collapsed={collapsed} onToggle={toggle} toggleRef={toggleRef} />
        <OfflineBanner />
        <main className="pt-frame__main">
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}
