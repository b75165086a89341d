import { Suspense, type ReactNode } from 'react';
import { OfflineBanner } from '../../offline/OfflineBanner';
import { PageLoading } from '../../ui/LoadingScreen';

/** The /auth pages bring their own card; the shell adds the offline notice and the loading state. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <OfflineBanner />
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </>
  );
}
