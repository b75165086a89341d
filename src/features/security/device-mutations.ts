import { useMutation, useQueryClient } from '@tanstack/react-query';
import { devicesApi } from '../../api/devices';
import { useSession } from '../../session/SessionProvider';
import { devicesKey } from './queries';

/** Once and at once, like every change on this screen: offline it is refused, never queued. */
const once = { networkMode: 'always', retry: 0 } as const;

/** Each change re-reads the list, a refusal too: 'no longer signed in' is news the list should show. */
function useDevicesMutation<T>(mutationFn: (value: T) => Promise<{ message: string }>) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    ...once,
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey(user?.id ?? 0) }),
  });
}

/** POST auth/sessions/:id/sign-out: another device's session ends at once. */
export const useSignOutDevice = () => useDevicesMutation(devicesApi.signOut);

/** POST auth/sessions/sign-out-others: every session but this one ends. */
export const useSignOutOthers = () => useDevicesMutation(devicesApi.signOutOthers);

/** POST auth/trusted-devices/:id/forget: that browser's next sign-in asks to verify the user's identity. */
export const useForgetDevice = () => useDevicesMutation(devicesApi.forget);
