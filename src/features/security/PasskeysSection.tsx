import { Button, Flex, Text } from '@chakra-ui/react';
import type { Passkey } from '../../api/contract';
import { passkeyTexts as texts } from '../../i18n/security';
import { SecurityList, SecurityListItem, formatDate } from './SecurityListItem';
import { TitledSection } from '../../ui/TitledSection';

export type PasskeysSectionProps = {
  passkeys: readonly Passkey[];
  onAdd: () => void;
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
};

/** The user's passkeys, each with its dates and actions, and 'Add a passkey'. */
export function PasskeysSection({ passkeys, onAdd, onRename, onRemove }: PasskeysSectionProps) {
  return (
    <TitledSection card heading={texts.heading} description={texts.description}>
      {passkeys.length ? (
        <SecurityList label={texts.listLabel}>
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRename={onRename} onRemove={onRemove} />
          ))}
        </SecurityList>
      ) : (
        <Text color="fg.muted">{texts.none}</Text>
      )}
      {/* Each card's own action sits at its end, as in the cards beside it. */}
      <Flex justify="flex-end">
        <Button colorPalette="blue" onClick={onAdd}>
          {texts.add}
        </Button>
      </Flex>
    </TitledSection>
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
