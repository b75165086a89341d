import { useMutation } from '@tanstack/react-query';
import { usersApi } from '../../api/users';
import { useSession } from '../../session/SessionProvider';

/**
 * PUT user/update-me. The session (and its persisted copy) takes the returned user, not the typed
 * values: the server decides what was saved, including whether the e-mail still counts as verified.
 * Mutations run once and are refused at once offline (query-client defaults, DESIGN "Offline").
 */
export function useUpdateProfile() {
  const { updateProfile } = useSession();
  return useMutation({
    mutationFn: usersApi.updateMe,
    onSuccess: ({ user }) => updateProfile(user),
  });
}

/** POST user/verify-new-email: the session takes the user, whose e-mail is now the proven one. */
export function useVerifyNewEmail() {
  const { updateProfile } = useSession();
  return useMutation({
    mutationFn: usersApi.verifyNewEmail,
    onSuccess: ({ user }) => updateProfile(user),
  });
}

/** POST user/resend-new-email: a new code to the pending address. */
export function useResendNewEmail() {
  const { updateProfile } = useSession();
  return useMutation({
    mutationFn: usersApi.resendNewEmail,
    onSuccess: ({ user }) => updateProfile(user),
  });
}
