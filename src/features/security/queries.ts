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
 * Saved for offline reading with the other small queries, as this user's own data: an installed
 * portal opens Security with what it showed last, and logout removes it with everything else
 * saved. Nothing on the screen can be changed offline.
 */
export const securityQuery = (userId: number) =>
  queryOptions({
    queryKey: securityKeys.settings(userId),
    queryFn: twoStepApi.security,
    meta: { persist: 'small' },
  });

export const devicesKey = (userId: number) => [userId, null, 'devices'] as const;

/** GET auth/devices: where the user is signed in and which browsers are trusted; saved offline, like the rest of the screen. */
export const devicesQuery = (userId: number) =>
  queryOptions({
    queryKey: devicesKey(userId),
    meta: { persist: 'small' },
    queryFn: async () => devicesApi.list(await sentDeviceId()),
    // Read at every visit: a session another device ended, or a password change ended, is gone at once.
    staleTime: 0,
  });
