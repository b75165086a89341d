import { queryOptions } from '@tanstack/react-query';
import { devicesApi } from '../../api/devices';
import { twoStepApi } from '../../api/two-step';
import { sentDeviceId } from '../../session/device-id';

/**
 * Keys start with [userId, accountId] (DESIGN "Data"). Second factors belong to the user, not to
 * an account, so the account part is null, as for the session's own GET auth.
 */
export const securityKeys = {
  settings: (userId: number) => [userId, null, 'security'] as const,
};

/**
 * GET auth/security: the passkeys, whether the authenticator app is on, the recovery codes left.
 * Not saved for offline reading: nothing on this screen can be changed offline, and what a
 * second factor looks like is not worth keeping on a shared device.
 */
export const securityQuery = (userId: number) =>
  queryOptions({
    queryKey: securityKeys.settings(userId),
    queryFn: twoStepApi.security,
  });

export const devicesKey = (userId: number) => [userId, null, 'devices'] as const;

/** GET auth/devices: where the user is signed in and which browsers are trusted. Not saved offline, like the rest of the screen. */
export const devicesQuery = (userId: number) =>
  queryOptions({
    queryKey: devicesKey(userId),
    queryFn: async () => devicesApi.list(await sentDeviceId()),
    // Read at every visit: a session another device ended, or a password change ended, is gone at once.
    staleTime: 0,
  });
