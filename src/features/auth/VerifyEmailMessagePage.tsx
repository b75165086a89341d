import { Button, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { paths } from '../../routing/paths';
import {
  AUTH_LOGOUT, VERIFY_EMAIL_MESSAGE_TEXT, VERIFY_EMAIL_MESSAGE_TITLE, VERIFY_EMAIL_SEND, VERIFY_EMAIL_SEND_IN,
} from '../../i18n/auth';
import { useSession } from '../../session/SessionProvider';
import { minutesAndSeconds } from '../../ui/useSecondsUntil';
import { AuthCard } from './AuthCard';
import { useResendVerifyEmail } from './useResendVerifyEmail';

/** Spec 2 "Send-OTP" (/auth/verify-email-message): where an unverified user is sent by the guard. */
export function VerifyEmailMessagePage() {
  const { logout } = useSession();
  const [, navigate] = useLocation();
  const send = useResendVerifyEmail({ showsWait: true });
  // A mail went to the address moments ago (or the server said to wait): the button counts down to
  // when another may go, instead of being refused.
  const waiting = send.secondsLeft > 0;

  // Spec 4: logout goes to '/'; from there the guard asks for a sign-in.
  const signOut = () => {
    logout();
    navigate(paths.home);
  };

  return (
    <AuthCard title={VERIFY_EMAIL_MESSAGE_TITLE}>
      <Stack gap="4">
        <Text color="fg.muted">{VERIFY_EMAIL_MESSAGE_TEXT}</Text>
        <Button colorPalette="blue" loading={send.isPending} loadingText={VERIFY_EMAIL_SEND} disabled={waiting} onClick={() => send.mutate()}>
          {waiting ? VERIFY_EMAIL_SEND_IN(minutesAndSeconds(send.secondsLeft)) : VERIFY_EMAIL_SEND}
        </Button>
        <Button variant="ghost" onClick={signOut}>
          {AUTH_LOGOUT}
        </Button>
      </Stack>
    </AuthCard>
  );
}
