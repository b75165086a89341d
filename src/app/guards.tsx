import { useEffect, useRef, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useSession } from '../session/SessionProvider';
import { saveReturnPath, takeReturnPath } from '../session/return-path';
import { LoadingScreen } from '../ui/LoadingScreen';
import { guardRedirect, guardStateOf, type GuardDecision, type GuardState, type RouteAccess } from './guard-rules';
import { paths } from '../routing/paths';

/** Spec 2 "Route guards" as components; the decisions themselves live in guard-rules.ts. */

function useGuardState(): GuardState {
  return guardStateOf(useSession());
}

/** Rule 1: nothing is decided before the session has started. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { isInitialized } = useSession();
  return isInitialized ? children : <LoadingScreen />;
}

/** Rules 1-5 for a route of the given access, as guard-rules.ts decides them. */
export function Guard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  return <Act decision={guardRedirect(useGuardState(), access, path, search)}>{children}</Act>;
}

/** Rule 5, for every /auth page. */
export function GuestOnly({ children }: { children: ReactNode }) {
  return <Guard access="guest">{children}</Guard>;
}

function Act({ decision, children }: { decision: GuardDecision; children: ReactNode }) {
  switch (decision.kind) {
    case 'render':
      return children;
    case 'loading':
      return <LoadingScreen />;
    case 'sign-in':
      return <SignInFirst returnTo={decision.returnTo} />;
    case 'redirect':
      // Keyed: wouter's Redirect navigates on mount only.
      return <Redirect key={decision.to} to={decision.to} replace />;
    case 'leave-guest-area':
      return <LeaveGuestArea />;
  }
}

function SignInFirst({ returnTo }: { returnTo: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    saveReturnPath(returnTo);
    navigate(paths.login, { replace: true });
  }, [returnTo, navigate]);
  return null;
}

/**
 * The return path is read once: under StrictMode the effect runs twice, and a second read would
 * find it gone and send the user to '/' instead.
 */
function LeaveGuestArea() {
  const [, navigate] = useLocation();
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    left.current = true;
    navigate(takeReturnPath() ?? paths.home, { replace: true });
  }, [navigate]);
  return <LoadingScreen />;
}
