import { array, boolean, nullable, object, string, type Infer } from 'superstruct';

/**
 * The Security screen's 'Signed-in devices' and 'Trusted devices': where the user is signed in, and
 * which browsers skip identity verification. Ids are public ids made for this list, never the
 * session's or the device's own secret.
 */

export const devicesLabels = {
  signedIn: 'Signed-in devices',
  trusted: 'Trusted devices',
  thisDevice: 'This device',
  signOut: 'Sign out',
  signOutOthers: 'Sign out of all other devices',
  forget: 'Forget',
  browser: 'Browser',
  address: 'Address',
  signedInAt: 'Signed in',
  lastActive: 'Last active',
  trustedAt: 'Trusted since',
  lastUsed: 'Last used',
} as const;

export const devicesMessages = {
  signedOut: 'The device was signed out.',
  signedOutOthers: 'All other devices were signed out.',
  forgotten: 'The device is no longer trusted. Its next sign-in asks to verify your identity.',
  sessionNotFound: 'This device is no longer signed in.',
  trustedNotFound: 'This device is no longer trusted.',
  currentSession: 'This is the device you are using. Use Sign out in the menu instead.',
  noOthers: 'No other device is signed in.',
  noTrusted: 'No trusted device. A browser becomes trusted when you verify your identity on it.',
} as const;

/** One live session: browser and system as read from its User-Agent ('Unknown' when it gives none). */
export const SignedInDevice = object({
  id: string(),
  browser: string(),
  system: string(),
  address: nullable(string()),
  signed_in_at: string(),
  last_active_at: string(),
  current: boolean(),
});
export type SignedInDevice = Infer<typeof SignedInDevice>;

/** A browser that skips identity verification at sign-in; `current` when it is this browser. */
export const TrustedDevice = object({
  id: string(),
  browser: string(),
  system: string(),
  trusted_at: string(),
  last_used_at: nullable(string()),
  current: boolean(),
});
export type TrustedDevice = Infer<typeof TrustedDevice>;

/** GET auth/devices (session bearer; `?device_id=` names this browser's trusted-device id). */
export const DevicesResponse = object({ sessions: array(SignedInDevice), trusted: array(TrustedDevice) });
export type DevicesResponse = Infer<typeof DevicesResponse>;
