import { lazy } from 'react';
import { preloadable } from './preloadable';

/**
 * Every screen is its own chunk, loaded when its route is first shown: the login page never
 * downloads the account form. Named exports are mapped to the default export React.lazy wants.
 *
 * Except the login page, the door of every new device and every ended session: as a chunk of its
 * own it was a second round of some twenty requests after the first script ran, and a second long
 * render, before the form showed (Lighthouse mobile: LCP 3.0-3.2 s; in the entry, 2.3-2.6 s, and
 * the login page's own scripts went from 107 to 100 KB). The screens of a signed-in user carry it
 * (about 9 KB of brotli), which the service worker keeps after the first visit.
 */

// /auth (src/features/auth)
export { LoginPage } from '../features/auth/LoginPage';

export const RegisterPage = lazy(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
export const ForgotPasswordPage = lazy(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
export const ResetCodePage = lazy(() => import('../features/auth/ResetCodePage').then((m) => ({ default: m.ResetCodePage })));
export const VerifyEmailMessagePage = lazy(() =>
  import('../features/auth/VerifyEmailMessagePage').then((m) => ({ default: m.VerifyEmailMessagePage })),
);
export const VerifyEmailOtpPage = lazy(() =>
  import('../features/auth/VerifyEmailOtpPage').then((m) => ({ default: m.VerifyEmailOtpPage })),
);
export const VerifyIdentityOtpPage = lazy(() =>
  import('../features/auth/VerifyIdentityOtpPage').then((m) => ({ default: m.VerifyIdentityOtpPage })),
);
export const VerifyEmailLinkPage = lazy(() =>
  import('../features/auth/VerifyEmailLinkPage').then((m) => ({ default: m.VerifyEmailLinkPage })),
);
export const VerifyIdentityLinkPage = lazy(() =>
  import('../features/auth/VerifyIdentityLinkPage').then((m) => ({ default: m.VerifyIdentityLinkPage })),
);

// Public pages
export const SubscribePage = lazy(() => import('../features/subscribe/SubscribePage').then((m) => ({ default: m.SubscribePage })));
export const AcceptInvitationPage = lazy(() =>
  import('../features/invitation/AcceptInvitationPage').then((m) => ({ default: m.AcceptInvitationPage })),
);
export const RedirectPage = lazy(() => import('../features/launcher/RedirectPage').then((m) => ({ default: m.RedirectPage })));
export const FailureCheckoutPage = lazy(() =>
  import('../features/errors/FailureCheckoutPage').then((m) => ({ default: m.FailureCheckoutPage })),
);
export const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

// '/' and its children
export const AccountSelectionPage = preloadable(() => import('../features/accounts/AccountSelectionPage').then((m) => m.AccountSelectionPage));
export const AccountPage = preloadable(() => import('../features/account/AccountPage').then((m) => m.AccountPage));
export const SubscribePackagePage = lazy(() =>
  import('../features/subscribe/SubscribePackagePage').then((m) => ({ default: m.SubscribePackagePage })),
);
export const CheckoutReturnPage = lazy(() =>
  import('../features/subscribe/CheckoutReturnPage').then((m) => ({ default: m.CheckoutReturnPage })),
);

// /dashboard
export const HomePage = preloadable(() => import('../features/dashboard/HomePage').then((m) => m.HomePage));
export const ProductsPage = preloadable(() => import('../features/dashboard/ProductsPage').then((m) => m.ProductsPage));
export const PackagesPage = lazy(() => import('../features/dashboard/PackagesPage').then((m) => ({ default: m.PackagesPage })));
export const ProfilePage = preloadable(() => import('../features/profile/ProfilePage').then((m) => m.ProfilePage));
export const ManageSubscriptionPage = lazy(() =>
  import('../features/dashboard/ManageSubscriptionPage').then((m) => ({ default: m.ManageSubscriptionPage })),
);
export const ManageUsersPage = preloadable(() => import('../features/members/ManageUsersPage').then((m) => m.ManageUsersPage));
