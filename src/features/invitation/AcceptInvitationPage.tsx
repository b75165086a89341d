import { useMemo } from 'react';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { memberMessages } from '../../api/contract';
import { invitationTexts as texts } from '../../i18n/invitation';
import { readInvitationClaims } from '../../session/invitation-claims';
import { AlertMessage } from '../../ui/AlertMessage';
import { PageTitle } from '../../ui/PageTitle';
import { useQueryParam } from '../../ui/useQueryParam';
import { useInvitationActions } from './useInvitationActions';

/**
 * /invitation?token= (spec 2 "Accept invitation"), public: the invitee may be signed in, signed out,
 * or have no user profile yet; the server's answer to Accept decides which way they go.
 */
export function AcceptInvitationPage() {
  const token = useQueryParam('token');
  // Read for display only: the server verifies the token when Accept or Cancel sends it.
  const claims = useMemo(() => readInvitationClaims(token), [token]);
  const { accept, decline, pending, failure } = useInvitationActions(token);

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <PageTitle>{texts.title}</PageTitle>
          {token ? (
            <InvitationSummary accountName={claims.account_name} email={claims.email} />
          ) : (
            <AlertMessage status="error" message={memberMessages.tokenMissing} />
          )}
          {failure ? <AlertMessage status="error" message={failure} /> : null}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <HStack w="full" justify="flex-end" gap="3" wrap="wrap">
          <Button variant="outline" onClick={decline} loading={pending === 'decline'} loadingText={texts.cancel} disabled={pending !== null}>
            {texts.cancel}
          </Button>
          <Button
            colorPalette="blue"
            onClick={accept}
            loading={pending === 'accept'}
            loadingText={texts.accept}
            // Without a token the server can only refuse; the notice above says why.
            disabled={pending !== null || !token}
          >
            {texts.accept}
          </Button>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}

/** Which account, and for which address; a token that cannot be read gets the neutral wording. */
function InvitationSummary({ accountName, email }: { accountName?: string; email?: string }) {
  return (
    <Stack gap="2">
      <Text fontSize="lg">
        {accountName ? (
          <>
            {texts.invitedTo} <Text as="strong">{accountName}</Text>
          </>
        ) : (
          texts.invitedToUnnamed
        )}
      </Text>
      {email ? (
        <Text color="fg.muted" wordBreak="break-all">
          {texts.sentTo} <Text as="strong">{email}</Text>.
        </Text>
      ) : null}
    </Stack>
  );
}
