import { lazy } from 'react';
import { LoginPage as LoginScreen } from '../features/auth/LoginPage';

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

// Public pages
export const SubscribePage = lazy(() => import('../features/subscribe/SubscribePage').then((m) => ({ default: m.SubscribePage })));
export const AcceptInvitationPage = lazy(() => import('../features/invitation/AcceptInvitationPage').then((m) => ({ default: m.AcceptInvitationPage })));
export const RedirectPage = lazy(() => import('../features/launcher/RedirectPage').then((m) => ({ default: m.RedirectPage })));
export const FailureCheckoutPage = lazy(() => import('../features/errors/FailureCheckoutPage').then((m) => ({ default: m.FailureCheckoutPage })));
export const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

// '/' and its children
export const AccountSelectionPage = lazy(() => import('../features/accounts/AccountSelectionPage').then((m) => ({ default: m.AccountSelectionPage })));
export const AccountPage = lazy(() => import('../features/account/AccountPage').then((m) => ({ default: m.AccountPage })));
export const SubscribePackagePage = lazy(() => import('../features/subscribe/SubscribePackagePage').then((m) => ({ default: m.SubscribePackagePage })));
export const CheckoutReturnPage = lazy(() => import('../features/subscribe/CheckoutReturnPage').then((m) => ({ default: m.CheckoutReturnPage })));

// /dashboard
export const HomePage = lazy(() => import('../features/dashboard/HomePage').then((m) => ({ default: m.HomePage })));
export const ProductsPage = lazy(() => import('../features/dashboard/ProductsPage').then((m) => ({ default: m.ProductsPage })));
export const PackagesPage = lazy(() => import('../features/dashboard/PackagesPage').then((m) => ({ default: m.PackagesPage })));
export const ProfilePage = lazy(() => import('../features/profile/ProfilePage').then((m) => ({ default: m.ProfilePage })));
export const SecurityPage = lazy(() => import('../features/security/SecurityPage').then((m) => ({ default: m.SecurityPage })));
export const ManageSubscriptionPage = lazy(() => import('../features/dashboard/ManageSubscriptionPage').then((m) => ({ default: m.ManageSubscriptionPage })));
export const ActivityPage = lazy(() => import('../features/activity/ActivityPage').then((m) => ({ default: m.ActivityPage })));
export const ManageUsersPage = lazy(() => import('../features/members/ManageUsersPage').then((m) => ({ default: m.ManageUsersPage })));

// The frames of the signed-in and the public pages: the sign-in pages never need them.
export const AppLayout = lazy(() => import('./layout/AppLayout').then((m) => ({ default: m.AppLayout })));
export const PublicLayout = lazy(() => import('./layout/PublicLayout').then((m) => ({ default: m.PublicLayout })));

// What the error boundary shows when a screen crashes while rendering (routes.tsx).
export const ServerErrorPage = lazy(() => import('../features/errors/ServerErrorPage').then((m) => ({ default: m.ServerErrorPage })));
