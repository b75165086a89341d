import { Link, useLocation } from 'wouter';
import { layoutTexts } from '../../i18n/shell';
import { useSession } from '../../session/SessionProvider';
import { Avatar } from '../../ui/Avatar';
import { Logo } from '../../ui/Logo';
import { paths } from '../../routing/paths';
import { canSwitchAccount, menuFor } from './menu';
import '../../ui/shell.css';

export const SIDEBAR_ID = 'app-sidebar';

type SidebarProps = {
  collapsed: boolean;
  /** On narrow screens the open menu lies over the content instead of beside it. */
  overlay: boolean;
  /** Called after any menu tap, so a narrow screen can close the menu. */
  onNavigate: () => void;
};

/** Spec "Layout and side menu": who is signed in, for which account, and where they can go. */
export function Sidebar({ collapsed, overlay, onNavigate }: SidebarProps) {
  const { user, accounts, selectedAccount, logout } = useSession();
  const [location, navigate] = useLocation();
  const className = overlay ? 'pt-sidebar pt-sidebar--overlay' : 'pt-sidebar';
  // Collapsed, the menu is not shown (display: none), so it is not built either: the empty element
  // keeps the toggle's aria-controls pointing somewhere. On a phone, where the menu starts collapsed,
  // its some thirty elements were half of the signed-in frame's first render, one long task.
  if (collapsed) return <aside id={SIDEBAR_ID} hidden className={className} />;

  // Without a chosen account every menu target would send the user back to '/', so none is offered.
  const items = selectedAccount ? menuFor(selectedAccount.tenancy) : [];

  const go = (to: string) => {
    onNavigate();
    navigate(to);
  };

  return (
    <aside id={SIDEBAR_ID} className={className}>
      <div className="pt-sidebar__logo">
        <Logo />
      </div>

      <div className="pt-sidebar__who">
        <Avatar firstName={user?.first_name} lastName={user?.last_name} size="64px" />
        <p className="pt-sidebar__name">{user ? `${user.first_name} ${user.last_name}` : ''}</p>
        {selectedAccount && <p className="pt-sidebar__account">{selectedAccount.account_reference}</p>}
      </div>

      <nav aria-label={layoutTexts.mainMenu} className="pt-sidebar__nav">
        <ul className="pt-sidebar__menu">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                href={item.to}
                onClick={onNavigate}
                aria-current={location === item.to ? 'page' : undefined}
                className="pt-sidebar__link"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="pt-sidebar__actions">
        {canSwitchAccount(accounts.length) && (
          <button type="button" className="pt-btn pt-btn--outline" onClick={() => go(paths.home)}>
            {layoutTexts.switchAccount}
          </button>
        )}
        <button
          type="button"
          className="pt-btn pt-btn--subtle-red"
          onClick={() => {
            logout();
            go(paths.home);
          }}
        >
          {layoutTexts.logout}
        </button>
      </div>
    </aside>
  );
}
