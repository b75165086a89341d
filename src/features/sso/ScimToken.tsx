import { useEffect, useId, useRef, useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { errorMessage, type CreatedScimToken, type ScimTokenSummary, type UserAccount } from '../../api/contract';
import { scimTexts as texts } from '../../i18n/sso';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CopyableText } from '../../ui/CopyableText';
import { formatSavedAt } from '../../ui/SavedDataNotice';
import { toastError, toastSuccess } from '../../ui/toast';
import { useCreateScimToken, useRevokeScimToken } from './scim-mutations';

export type ScimTokenProps = {
  account: UserAccount;
  /** The live token as the server describes it, or null while there is none. */
  summary: ScimTokenSummary | null;
};

const summaryText = ({ last_four, created_at }: ScimTokenSummary) => texts.tokenSummary(last_four, formatSavedAt(Date.parse(created_at)));

/**
 * The SCIM token: 'Create SCIM token' while there is none; the new token itself once, right after
 * its creation, held in this component's state only (never in the query cache, so never in the
 * saved cache either) until the person leaves the page or reloads it; afterwards its summary and
 * 'Revoke', which asks first.
 */
export function ScimToken({ account, summary }: ScimTokenProps) {
  const create = useCreateScimToken(account);
  const revoke = useRevokeScimToken(account);
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const [revoking, setRevoking] = useState(false);
  const tokenBox = useRef<HTMLDivElement | null>(null);
  const noteId = useId();
  // A token another administrator revoked and replaced meanwhile is no longer worth copying.
  const fresh = created && (summary === null || summary.last_four === created.last_four) ? created : null;
  const live = summary ?? fresh;

  // 'Create SCIM token' gives way to 'Revoke' once pressed: the focus goes to the new token, whose
  // note a screen reader then reads, rather than to the page's start.
  useEffect(() => {
    if (created) tokenBox.current?.focus();
  }, [created]);

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (answer) => {
        setCreated(answer);
        // The answer leaves the mutation cache now: the token is kept in this component alone.
        create.reset();
        toastSuccess(texts.tokenCreated);
      },
      onError: toastError,
    });
  const confirmRevoke = () =>
    revoke.mutate(undefined, {
      onSuccess: ({ message }) => {
        setRevoking(false);
        setCreated(null);
        toastSuccess(message);
      },
    });

  return (
    <Stack gap="3">
      {fresh && (
        <Stack
          ref={tokenBox}
          tabIndex={-1}
          role="group"
          aria-label={texts.token}
          aria-describedby={noteId}
          gap="2"
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          borderRadius="md"
          p="3"
        >
          <CopyableText label={texts.token} value={fresh.token} copyName={texts.copyToken} />
          <Text id={noteId} textStyle="sm" fontWeight="medium" color="orange.fg">
            {texts.tokenShownOnce}
          </Text>
        </Stack>
      )}
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Text textStyle="sm" color={live ? 'fg' : 'fg.muted'}>
          {live ? summaryText(live) : texts.noToken}
        </Text>
        {live ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => {
              revoke.reset();
              setRevoking(true);
            }}
          >
            {texts.revoke}
          </Button>
        ) : (
          <Button size="sm" colorPalette="blue" loading={create.isPending} loadingText={texts.createToken} onClick={onCreate}>
            {texts.createToken}
          </Button>
        )}
      </Flex>
      <ConfirmDialog
        open={revoking}
        title={texts.revokeTitle}
        message={texts.revokeConfirm}
        confirmLabel={texts.revoke}
        cancelLabel={texts.cancel}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(false)}
        busy={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : null}
        destructive
      />
    </Stack>
  );
}
