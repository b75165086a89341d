import type { ReactNode } from 'react';
import { Link } from 'wouter';
import './shell.css';

/**
 * An in-app text link in the portal's blue, navigating without a reload: AppLink's plain sibling,
 * for screens built of plain elements (shell.css).
 */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="pt-link">
      {children}
    </Link>
  );
}
