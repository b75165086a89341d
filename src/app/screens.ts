import { lazy } from 'react';
import { LoginPage as LoginScreen } from '../features/auth/LoginPage';
import { SIGNED_IN_FRAME_MODULE, SIGNED_IN_SCREEN_OF, type SignedInScreenName } from './screen-chunks';

/** The chunks of the signed-in screens and their frame: each screen's lazy() below loads through these. */
const load = {
  AccountSelectionPage: () => import('../features/accounts/AccountSelectionPage'),
  AccountPage: () => import('../features/account/AccountPage'),
  SubscribePackagePage: () => import('../features/subscribe/SubscribePackagePage'),
  HomePage: () => import('../features/dashboard/HomePage'),
  ProductsPage: () => import('../features/dashboard/ProductsPage'),
  PackagesPage: () => import('../features/dashboard/PackagesPage'),
  ProfilePage: () => import('../features/profile/ProfilePage'),
  SecurityPage: () => import('../features/security/SecurityPage'),
  ManageSubscriptionPage: () => import('../features/dashboard/ManageSubscriptionPage'),
  ActivityPage: () => import('../features/activity/ActivityPage'),
  SsoPage: () => import('../features/sso/SsoPage'),
  ManageUsersPage: () => import('../features/members/ManageUsersPage'),
  AppLayout: () => import('./layout/AppLayout'),
} satisfies Record<SignedInScreenName | typeof SIGNED_IN_FRAME_MODULE, () => Promise<unknown>>;

/**
 * Starts loading the chunks a signed-in start at `path` shows (screen-chunks.ts): its screen and
 * the frame around it, as the entry runs, beside GET auth, rather than once GET auth has answered
 * and the route renders: on a phone's network that is a round trip less before the screen.
 */
export function preloadSignedInScreen(path: string): void {
  const screen = Object.hasOwn(SIGNED_IN_SCREEN_OF, path) ? load[SIGNED_IN_SCREEN_OF[path]] : undefined;
  if (!screen) return;
  // A chunk that fails here is asked for again when the route renders, which shows the failure.
  void screen().catch(() => {});
  void load.AppLayout().catch(() => {});
}

/**
 * Every screen is its own chunk, loaded when its route is first shown (routes.tsx gives each a
 * Suspense fallback): the login page never downloads the account form.
 */

// /auth (src/features/auth)
export const LoginPage = LoginScreen;

export const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
export const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
export const ResetCodePage = lazy(() => import('../features/auth/ResetCodePage').then((m) => ({ default: m.ResetCodePage })));
export const VerifyEmailMessagePage = lazy(() => import('../features/auth/VerifyEmailMessagePage').then((m) => ({ default: m.VerifyEmailMessagePage })));
export const VerifyEmailOtpPage = lazy(() => import('../features/auth/VerifyEmailOtpPage').then((m) => ({ default: m.VerifyEmailOtpPage })));
export const VerifyIdentityOtpPage = lazy(() => import('../features/auth/VerifyIdentityOtpPage').then((m) => ({ default: m.VerifyIdentityOtpPage })));
export const VerifyTwoStepPage = lazy(() => import('../features/auth/VerifyTwoStepPage').then((m) => ({ default: m.VerifyTwoStepPage })));
export const VerifyEmailLinkPage = lazy(() => import('../features/auth/VerifyEmailLinkPage').then((m) => ({ default: m.VerifyEmailLinkPage })));
export const VerifyIdentityLinkPage = lazy(() => import('../features/auth/VerifyIdentityLinkPage').then((m) => ({ default: m.VerifyIdentityLinkPage })));
export const SsoSignInPage = lazy(() => import('../features/auth/SsoSignInPage').then((m) => ({ default: m.SsoSignInPage })));

// Public pages
export const SubscribePage = lazy(() => import('../features/subscribe/SubscribePage').then((m) => ({ default: m.SubscribePage })));
export const AcceptInvitationPage = lazy(() => import('../features/invitation/AcceptInvitationPage').then((m) => ({ default: m.AcceptInvitationPage })));
export const RedirectPage = lazy(() => import('../features/launcher/RedirectPage').then((m) => ({ default: m.RedirectPage })));
export const FailureCheckoutPage = lazy(() => import('../features/errors/FailureCheckoutPage').then((m) => ({ default: m.FailureCheckoutPage })));
export const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

// '/' and its children
export const AccountSelectionPage = lazy(() => load.AccountSelectionPage().then((m) => ({ default: m.AccountSelectionPage })));
export const AccountPage = lazy(() => load.AccountPage().then((m) => ({ default: m.AccountPage })));
export const SubscribePackagePage = lazy(() => load.SubscribePackagePage().then((m) => ({ default: m.SubscribePackagePage })));
export const CheckoutReturnPage = lazy(() => import('../features/subscribe/CheckoutReturnPage').then((m) => ({ default: m.CheckoutReturnPage })));

// /dashboard
export const HomePage = lazy(() => load.HomePage().then((m) => ({ default: m.HomePage })));
export const ProductsPage = lazy(() => load.ProductsPage().then((m) => ({ default: m.ProductsPage })));
export const PackagesPage = lazy(() => load.PackagesPage().then((m) => ({ default: m.PackagesPage })));
export const ProfilePage = lazy(() => load.ProfilePage().then((m) => ({ default: m.ProfilePage })));
export const SecurityPage = lazy(() => load.SecurityPage().then((m) => ({ default: m.SecurityPage })));
export const ManageSubscriptionPage = lazy(() => load.ManageSubscriptionPage().then((m) => ({ default: m.ManageSubscriptionPage })));
export const ActivityPage = lazy(() => load.ActivityPage().then((m) => ({ default: m.ActivityPage })));
export const SsoPage = lazy(() => load.SsoPage().then((m) => ({ default: m.SsoPage })));
export const ManageUsersPage = lazy(() => load.ManageUsersPage().then((m) => ({ default: m.ManageUsersPage })));

// The frames of the signed-in and the public pages: the sign-in pages never need them.
export const AppLayout = lazy(() => load.AppLayout().then((m) => ({ default: m.AppLayout })));
export const PublicLayout = lazy(() => import('./layout/PublicLayout').then((m) => ({ default: m.PublicLayout })));

// What the error boundary shows when a screen crashes while rendering (routes.tsx).
export const ServerErrorPage = lazy(() => import('../features/errors/ServerErrorPage').then((m) => ({ default: m.ServerErrorPage })));
