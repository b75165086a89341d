import { chakraLazy, withChakra } from '../ui/chakra/chakra-lazy';
import { preloadable } from './preloadable';

/**
 * Every screen is its own chunk, loaded when its route is first shown: the login page never
 * downloads the account form. Screens that render Chakra's components load it with them, inside
 * its context (src/ui/chakra/chakra-lazy.tsx); the plain screens do not: those a signed-in start
 * lands on (account selection, the dashboard, Manage Users), the login page and the account form,
 * whose fields are the form kit's plain elements (src/ui/form/form.css).
 *
 * The login page, the door of every new device and every ended session, is preloaded: index.html
 * names its scripts (scripts/route-preloads.ts), so they travel beside the entry rather than a
 * round trip after it, and start-up waits for them before its first render (main.tsx).
 */

// /auth (src/features/auth)
export const LoginPage = preloadable(() => import('../features/auth/LoginPage').then((m) => m.LoginPage));

export const RegisterPage = chakraLazy(() => import('../features/auth/RegisterPage').then((m) => m.RegisterPage));
export const ForgotPasswordPage = chakraLazy(() => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage));
export const ResetPasswordPage = chakraLazy(() => import('../features/auth/ResetPasswordPage').then((m) => m.ResetPasswordPage));
export const ResetCodePage = chakraLazy(() => import('../features/auth/ResetCodePage').then((m) => m.ResetCodePage));
export const VerifyEmailMessagePage = chakraLazy(() => import('../features/auth/VerifyEmailMessagePage').then((m) => m.VerifyEmailMessagePage));
export const VerifyEmailOtpPage = chakraLazy(() => import('../features/auth/VerifyEmailOtpPage').then((m) => m.VerifyEmailOtpPage));
export const VerifyIdentityOtpPage = chakraLazy(() => import('../features/auth/VerifyIdentityOtpPage').then((m) => m.VerifyIdentityOtpPage));
export const VerifyEmailLinkPage = chakraLazy(() => import('../features/auth/VerifyEmailLinkPage').then((m) => m.VerifyEmailLinkPage));
export const VerifyIdentityLinkPage = chakraLazy(() => import('../features/auth/VerifyIdentityLinkPage').then((m) => m.VerifyIdentityLinkPage));

// Public pages
export const SubscribePage = chakraLazy(() => import('../features/subscribe/SubscribePage').then((m) => m.SubscribePage));
export const AcceptInvitationPage = chakraLazy(() => import('../features/invitation/AcceptInvitationPage').then((m) => m.AcceptInvitationPage));
export const RedirectPage = chakraLazy(() => import('../features/launcher/RedirectPage').then((m) => m.RedirectPage));
export const FailureCheckoutPage = chakraLazy(() => import('../features/errors/FailureCheckoutPage').then((m) => m.FailureCheckoutPage));
export const NotFoundPage = chakraLazy(() => import('../features/errors/NotFoundPage').then((m) => m.NotFoundPage));

// '/' and its children
export const AccountSelectionPage = preloadable(() => import('../features/accounts/AccountSelectionPage').then((m) => m.AccountSelectionPage));
export const AccountPage = preloadable(() => import('../features/account/AccountPage').then((m) => m.AccountPage));
export const SubscribePackagePage = chakraLazy(() => import('../features/subscribe/SubscribePackagePage').then((m) => m.SubscribePackagePage));
export const CheckoutReturnPage = chakraLazy(() => import('../features/subscribe/CheckoutReturnPage').then((m) => m.CheckoutReturnPage));

// /dashboard
export const HomePage = preloadable(() => import('../features/dashboard/HomePage').then((m) => m.HomePage));
export const ProductsPage = preloadable(() => import('../features/dashboard/ProductsPage').then((m) => m.ProductsPage));
export const PackagesPage = chakraLazy(() => import('../features/dashboard/PackagesPage').then((m) => m.PackagesPage));
export const ProfilePage = preloadable(withChakra(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage)));
export const ManageSubscriptionPage = chakraLazy(() => import('../features/dashboard/ManageSubscriptionPage').then((m) => m.ManageSubscriptionPage));
export const ManageUsersPage = preloadable(() => import('../features/members/ManageUsersPage').then((m) => m.ManageUsersPage));

// What the error boundary shows when a screen crashes while rendering (routes.tsx).
export const ServerErrorPage = chakraLazy(() => import('../features/errors/ServerErrorPage').then((m) => m.ServerErrorPage));
