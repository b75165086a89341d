import { number, object, string, type Infer } from 'superstruct';
import { text, requiredMessage } from './fields';
import { OpaqueToken, TenancyName } from './primitives';

/** How long a launch token lets a product in (DESIGN "Catalogue and launcher"). */
export const LAUNCH_TOKEN_SECONDS = 60;

/** The query parameter a product's address receives the launch token in. */
export const LAUNCH_TOKEN_PARAM = 'launch_token';

/** The launcher's refusals (the portal's own texts of spec 2 "Redirect page" are in i18n/launcher). */
export const launcherMessages = {
  /** Unknown referrer, an app the account has not subscribed to, or one blocked for the caller. */
  productNotAvailable: 'This app is not available to you in this account.',
  /** A launch token that is unknown, used, expired, or for another product. */
  launchTokenInvalid: 'This launch link is invalid, already used or expired. Launch the app again from the portal.',
} as const;

/** A catalogue referrer as a caller sends it. */
export const Referrer = text({ label: 'Referrer', required: requiredMessage('Referrer'), max: 64 });

/**
 * POST product (spec 7: referrer, token). `token` is the caller's portal account token (the
 * selected account's user_account_token), so the call works from the login page's query as well
 * as from a signed-in tab; no bearer header is needed.
 */
export const LaunchRequest = object({ referrer: Referrer, token: OpaqueToken });
export type LaunchRequest = Infer<typeof LaunchRequest>;

/**
 * The answer: the one-time launch token, and the product's catalogue address carrying it in
 * `launch_token`. The portal sends the browser to `url`.
 */
export const LaunchResponse = object({ token: string(), url: string() });
export type LaunchResponse = Infer<typeof LaunchResponse>;

/** POST product/redeem: a product's server trades the launch token it was handed, once. */
export const RedeemLaunchRequest = object({ token: OpaqueToken, referrer: Referrer });
export type RedeemLaunchRequest = Infer<typeof RedeemLaunchRequest>;

/** Who is arriving, in which account, for which product. */
export const RedeemLaunchResponse = object({
  user: object({ id: number(), first_name: string(), last_name: string(), email: string() }),
  account: object({ id: number(), name: string(), tenancy: TenancyName }),
  product: object({ name: string(), referrer: string() }),
});
export type RedeemLaunchResponse = Infer<typeof RedeemLaunchResponse>;
