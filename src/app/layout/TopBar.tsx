import type { Ref } from 'react';
import { layoutTexts } from '../../i18n/shell';
import { Logo } from '../../ui/Logo';
import { SIDEBAR_ID } from './Sidebar';
import '../../ui/shell.css';

/** Spec "Layout": 70 px high; the toggle shows × when collapsed, ☰ otherwise; the logo while collapsed. */
export function TopBar({ collapsed, onToggle, toggleRef }: { collapsed: boolean; onToggle: () => void; toggleRef?: Ref<HTMLButtonElement> }) {
  return (
    <header className="pt-topbar">
      <button
        ref={toggleRef}
        type="button"
        className="pt-btn pt-btn--ghost pt-topbar__toggle"
        aria-label={layoutTexts.toggleMenu}
        aria-expanded={!collapsed}
        aria-controls={SIDEBAR_ID}
        onClick={onToggle}
      >
        <span aria-hidden="true">{collapsed ? layoutTexts.toggleCollapsed : layoutTexts.toggleExpanded}</span>
      </button>
      {collapsed && <Logo />}
    </header>
  );
}
