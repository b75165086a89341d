import type { ReactNode } from 'react';
import { appName } from '../../i18n/en';
import { LogoMark } from '../../ui/Logo';
import '../../ui/shell.css';

export type AuthCardProps = {
  title: string;
  children: ReactNode;
  /** Links under the card's content (sign in, register, start again...). */
  footer?: ReactNode;
};

/**
 * The frame of every /auth screen: the product name above one centred card. Mobile first: on a
 * 360 px phone the card takes the width with a small margin; from `sm` up it is centred and capped.
 * Plain elements (shell.css).
 */
export function AuthCard({ title, children, footer }: AuthCardProps) {
  return (
    <main className="pt-auth">
      <div className="pt-auth__column">
        <div className="pt-auth__brand">
          <LogoMark size={36} />
          <span className="pt-auth__name">{appName}</span>
        </div>
        <div className="pt-card">
          <div className="pt-card__header">
            <h1 className="pt-card__title">{title}</h1>
          </div>
          <div className="pt-card__body">{children}</div>
          {footer ? <div className="pt-card__footer">{footer}</div> : null}
        </div>
      </div>
    </main>
  );
}
