import type { ReactNode } from 'react';
import { launchLinkTexts } from '../../i18n/launcher';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { LaunchLinkFailure } from './launch-link';
import { useLaunchLinkExchange } from './useLaunchLinkExchange';

/**
 * Wraps the login route, above its guest-only guard: exchanging a launcher link is not a sign-in,
 * so a signed-in user who follows one is launched too rather than sent away by the guard. A guard
 * rule letting "login with token and referrer" render would not do: the token leaves the address
 * at once, and the guard would then send the user away in the middle of the exchange. The gate
 * reads the link once, on arrival, and holds it for as long as the login route is shown.
 *
 * While the exchange runs, 'Redirecting...' shows instead of the form; after a failure the login
 * route renders as usual (a signed-in user is moved on by the guard) and the login page shows why.
 */
export function LaunchLinkGate({ children }: { children: ReactNode }) {
  const exchange = useLaunchLinkExchange();
  if (exchange.status === 'exchanging') return <LoadingScreen label={launchLinkTexts.redirecting} />;
  return (
    <LaunchLinkFailure.Provider value={exchange.status === 'failed' ? exchange.message : null}>{children}</LaunchLinkFailure.Provider>
  );
}
