import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { AUTH_BACK_TO_LOGIN, AUTH_CONTINUE, AUTH_MISSING_TOKEN, AUTH_RETRY, LINK_DONE, LINK_VERIFYING } from '../../i18n/auth';
import { paths } from '../../routing/paths';
import { AuthCard } from './AuthCard';
import { AlertMessage } from '../../ui/AlertMessage';
import { AppLink } from '../../ui/AppLink';
import { MissingTokenNotice } from './MissingTokenNotice';
import { useQueryParam } from '../../ui/useQueryParam';
import { useLinkVerification } from './useLinkVerification';

export type LinkVerificationCardProps = {
  title: string;
  /** Checks the link's token and completes the sign-in; rejects with the reason on failure. */
  verify: (token: string) => Promise<void>;
};

/** The magic-link screens (e-mail and identity): the query token is checked as the page opens. */
export function LinkVerificationCard({ title, verify }: LinkVerificationCardProps) {
  const token = useQueryParam('token');
  return (
    <AuthCard title={title}>
      {token ? (
        <LinkProgress token={token} verify={verify} />
      ) : (
        <MissingTokenNotice message={AUTH_MISSING_TOKEN} restartHref={paths.login} restartLabel={AUTH_BACK_TO_LOGIN} />
      )}
    </AuthCard>
  );
}

function LinkProgress({ token, verify }: { token: string; verify: (token: string) => Promise<void> }) {
  const state = useLinkVerification(token, verify);
  if (state.status === 'failed') {
    return (
      <Stack gap="4">
        <AlertMessage status="error" message={state.message} />
        <Button colorPalette="blue" onClick={state.retry}>
          {AUTH_RETRY}
        </Button>
        <AppLink href={paths.login}>{AUTH_BACK_TO_LOGIN}</AppLink>
      </Stack>
    );
  }
  if (state.status === 'done') {
    // The guards normally move the user on at once; the link covers a route they leave alone.
    return (
      <Stack gap="4" role="status">
        <Text>{LINK_DONE}</Text>
        <AppLink href={paths.home}>{AUTH_CONTINUE}</AppLink>
      </Stack>
    );
  }
  return (
    <HStack gap="3" role="status" aria-live="polite">
      <Spinner size="sm" color="blue.solid" />
      <Text>{LINK_VERIFYING}</Text>
    </HStack>
  );
}
