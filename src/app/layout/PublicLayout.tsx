import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { PageLoading } from '../../ui/LoadingScreen';
import { Logo } from '../../ui/Logo';
import { paths } from '../../routing/paths';
import '../../ui/shell.css';

/**
 * The frame of the public pages (invitation, subscribe, redirect, error pages): logo and content.
 * Plain elements (ui/shell.css), like the signed-in frame; it is also the crash page's frame.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="pt-public">
      <header className="pt-public__bar">
        <Link href={paths.home}>
          <Logo />
        </Link>
      </header>
      <OfflineBanner />
      <main className="pt-public__main">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
    </div>
  );
}

/** The /auth pages bring their own card; the shell adds the offline notice and the loading state. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <OfflineBanner />
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </>
  );
}
