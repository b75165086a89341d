import { Box, Button, Text } from '@chakra-ui/react';
import type { Passkey } from '../../api/contract';
import { passkeyTexts as texts } from '../../i18n/security';
import { toastError, toastInfo, toastSuccess } from '../../ui/toast';
import { useAddPasskey } from './mutations';
import { passkeyFailure } from './passkey-ceremony';
import { SecurityList, SecurityListItem, formatDate } from './SecurityListItem';
import { SecuritySection } from './SecuritySection';

export type PasskeysSectionProps = {
  passkeys: readonly Passkey[];
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
  /** The first second factor brings recovery codes, shown once. */
  onRecoveryCodes: (codes: readonly string[]) => void;
};

/** The user's passkeys, each with its dates and actions, and 'Add a passkey'. */
export function PasskeysSection({ passkeys, onRename, onRemove, onRecoveryCodes }: PasskeysSectionProps) {
  const add = useAddPasskey();
  const onAdd = () =>
    add.mutate(undefined, {
      onSuccess: ({ recovery_codes }) => {
        toastSuccess(texts.added);
        if (recovery_codes) onRecoveryCodes(recovery_codes);
      },
      onError: (error) => {
        const failure = passkeyFailure(error);
        if (failure.kind === 'cancelled') toastInfo(texts.cancelled);
        else toastError(failure.message);
      },
    });

  return (
    <SecuritySection heading={texts.heading} description={texts.description}>
      {passkeys.length ? (
        <SecurityList label={texts.listLabel}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRename={onRename} onRemove={onRemove} />
          ))}
        </SecurityList>
      ) : (
        <Text color="gray.600">{texts.none}</Text>
      )}
      <Box>
        <Button colorPalette="blue" onClick={onAdd} loading={add.isPending} loadingText={texts.add} aria-busy={add.isPending}>
          {texts.add}
        </Button>
      </Box>
    </SecuritySection>
  );
}

type PasskeyItemProps = Pick<PasskeysSectionProps, 'onRename' | 'onRemove'> & { passkey: Passkey };

function PasskeyItem({ passkey, onRename, onRemove }: PasskeyItemProps) {
  const facts = [
    texts.created(formatDate(passkey.created_at)),
    passkey.last_used_at ? texts.lastUsed(formatDate(passkey.last_used_at)) : texts.neverUsed,
  ];
  return (
    <SecurityListItem
      title={passkey.name}
      facts={facts}
      actions={
        <>
          <Button size="sm" variant="outline" aria-label={texts.rename.name(passkey.name)} onClick={() => onRename(passkey)}>
            {texts.rename.text}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={texts.remove.name(passkey.name)} onClick={() => onRemove(passkey)}>
            {texts.remove.text}
          </Button>
        </>
      }
    />
  );
}
