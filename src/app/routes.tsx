import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { LaunchLinkGate } from '../features/auth/LaunchLinkGate';
import { LoadingScreen } from '../ui/LoadingScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { Guard, GuestOnly, SessionGate } from './guards';
import { AuthFrame } from './layout/AuthFrame';
import { paths } from '../routing/paths';
import * as screens from './screens';

/**
 * The route table of spec 2. Routes are flat, with full paths, rather than nested: screens link
 * with the absolute paths of paths.ts, which a nested wouter base would prefix a second time.
 * Every session page renders the same Protected frame at the same place in the tree, so the
 * menu (and its open or collapsed state) survives moving between them.
 */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <ErrorBoundary resetKey={location} fallback={<screens.PublicLayout><screens.ServerErrorPage /></screens.PublicLayout>}>
      <Suspense fallback={<LoadingScreen />}>
        <SessionGate>
          <Switch>
            {/* /auth: public, guest-only; the index redirects to login */}
            <Route path={paths.auth}><AuthIndex /></Route>
            {/* A launcher link (token and referrer) is not a sign-in: it is exchanged before the guest-only guard decides */}
            <Route path={paths.login}><LaunchLinkGate><Guest><screens.LoginPage /></Guest></LaunchLinkGate></Route>
            <Route path={paths.ssoSignIn}><Guest><screens.SsoSignInPage /></Guest></Route>
            <Route path={paths.register}><Guest><screens.RegisterPage /></Guest></Route>
            <Route path={paths.forgotPassword}><Guest><screens.ForgotPasswordPage /></Guest></Route>
            <Route path={paths.resetPassword}><Guest><screens.ResetPasswordPage /></Guest></Route>
            <Route path={paths.verifyOtp}><Guest><screens.ResetCodePage /></Guest></Route>
            <Route path={paths.verifyEmailMessage}><Guest><screens.VerifyEmailMessagePage /></Guest></Route>
            <Route path={paths.verifyEmailOtp}><Guest><screens.VerifyEmailOtpPage /></Guest></Route>
            <Route path={paths.verifyIdentityOtp}><Guest><screens.VerifyIdentityOtpPage /></Guest></Route>
            <Route path={paths.verifyTwoStep}><Guest><screens.VerifyTwoStepPage /></Guest></Route>
            <Route path={paths.verifyEmail}><Guest><screens.VerifyEmailLinkPage /></Guest></Route>
            <Route path={paths.verifyIdentity}><Guest><screens.VerifyIdentityLinkPage /></Guest></Route>

            {/* public */}
            <Route path={paths.subscribe}><Public><screens.SubscribePage /></Public></Route>
            <Route path={paths.failureCheckout}><Public><screens.FailureCheckoutPage /></Public></Route>
            <Route path={paths.invitation}><Public><screens.AcceptInvitationPage /></Public></Route>
            <Route path={paths.redirect}><Public><screens.RedirectPage /></Public></Route>
            <Route path={paths.serverError}><Public><screens.ServerErrorPage /></Public></Route>
            <Route path={paths.notFound}><Public><screens.NotFoundPage /></Public></Route>

            {/* '/' (protected) and its children; /invitation is the public route above */}
            <Route path={paths.home}><Protected><screens.AccountSelectionPage /></Protected></Route>
            <Route path={paths.createAccount}><Protected><screens.AccountPage /></Protected></Route>
            <Route path={paths.subscribePackage}><Protected><screens.SubscribePackagePage /></Protected></Route>

            {/* /dashboard (protected) */}
            <Route path={paths.dashboard}><Protected><screens.HomePage /></Protected></Route>
            <Route path={paths.products}><Protected><screens.ProductsPage /></Protected></Route>
            <Route path={paths.packages}><Protected><screens.PackagesPage /></Protected></Route>
            <Route path={paths.profile}><Protected><screens.ProfilePage /></Protected></Route>
            <Route path={paths.security}><Protected><screens.SecurityPage /></Protected></Route>
            <Route path={paths.updateAccount}><Protected><screens.AccountPage /></Protected></Route>
            <Route path={paths.manageSubscription}><Protected><screens.ManageSubscriptionPage /></Protected></Route>
            <Route path={paths.manageUser}><Protected><screens.ManageUsersPage /></Protected></Route>
            <Route path={paths.activity}><Protected><screens.ActivityPage /></Protected></Route>
            <Route path={paths.sso}><Protected><screens.SsoPage /></Protected></Route>

            {/* /{provider}/success: the checkout return (session) */}
            <Route path="/:provider/success"><Protected><screens.CheckoutReturnPage /></Protected></Route>

            {/* anything else */}
            <Route><Redirect to={paths.notFound} replace /></Route>
          </Switch>
        </SessionGate>
      </Suspense>
    </ErrorBoundary>
  );
}

/** /auth goes to login, keeping the query (a launcher's token and referrer). */
function AuthIndex() {
  const search = useSearch();
  return <Redirect to={search ? `${paths.login}?${search}` : paths.login} replace />;
}

function Guest({ children }: { children: ReactNode }) {
  return (
    <GuestOnly>
      <AuthFrame>{children}</AuthFrame>
    </GuestOnly>
  );
}

function Public({ children }: { children: ReactNode }) {
  return (
    <Guard access="public">
      <screens.PublicLayout>{children}</screens.PublicLayout>
    </Guard>
  );
}

function Protected({ children }: { children: ReactNode }) {
  return (
    <Guard access="session">
      <screens.AppLayout>{children}</screens.AppLayout>
    </Guard>
  );
}
