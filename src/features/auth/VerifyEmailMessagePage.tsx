import { Button, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { paths } from '../../routing/paths';
import { AUTH_LOGOUT, VERIFY_EMAIL_MESSAGE_TEXT, VERIFY_EMAIL_MESSAGE_TITLE, VERIFY_EMAIL_SEND } from '../../i18n/auth';
import { useSession } from '../../session/SessionProvider';
import { AuthCard } from './AuthCard';
import { useResendVerifyEmail } from './useResendVerifyEmail';

/** Spec 2 "Send-OTP" (/auth/verify-email-message): where an unverified user is sent by the guard. */
export function VerifyEmailMessagePage() {
  const { logout } = useSession();
  const [, navigate] = useLocation();
  const send = useResendVerifyEmail();

  // Spec 4: logout goes to '/'; from there the guard asks for a sign-in.
  const signOut = () => {
    logout();
    navigate(paths.home);
  };

  return (
    <AuthCard title={VERIFY_EMAIL_MESSAGE_TITLE}>
      <Stack gap="4">
        <Text color="fg.muted">{VERIFY_EMAIL_MESSAGE_TEXT}</Text>
        <Button colorPalette="blue" loading={send.isPending} loadingText={VERIFY_EMAIL_SEND} onClick={() => send.mutate()}>
          {VERIFY_EMAIL_SEND}
        </Button>
        <Button variant="ghost" onClick={signOut}>
          {AUTH_LOGOUT}
        </Button>
      </Stack>
    </AuthCard>
  );
}
