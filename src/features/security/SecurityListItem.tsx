import type { ReactNode } from 'react';
import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatSavedAt } from '../../ui/SavedDataNotice';
import { toastError, toastSuccess } from '../../ui/toast';

/** A date of the Security lists, as the rest of the portal writes dates. */
export const formatDate = (iso: string) => formatSavedAt(Date.parse(iso));

/** What an item's action says when done, or why it failed. */
export const reportOutcome = { onSuccess: ({ message }: { message: string }) => toastSuccess(message), onError: toastError };

export type SecurityListItemProps = {
  /** What the item is: a passkey's name, 'Chrome 131 on Linux'. */
  title: string;
  /** Beside the title, e.g. 'This device'. */
  badge?: string;
  /** The lines under the title: dates, an address. */
  facts: readonly string[];
  /** The item's buttons; none on this device's own session. */
  actions?: ReactNode;
};

/** One item of a Security list (a passkey, a signed-in or trusted device): what it is, what is known of it, its actions. */
export function SecurityListItem({ title, badge, facts, actions }: SecurityListItemProps) {
  return (
    <Flex
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      justify="space-between"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" color="fg" wordBreak="break-word">
            {title}
          </Text>
          {badge ? <Badge colorPalette="green">{badge}</Badge> : null}
        </HStack>
        {facts.map((fact) => (
          <Text key={fact} fontSize="sm" color="fg.muted" wordBreak="break-word">
            {fact}
          </Text>
        ))}
      </Stack>
      {actions ? (
        <Flex gap="2" flexShrink={0}>
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}

/** A Security list: its items, named for screen readers. */
export function SecurityList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" aria-label={label} gap="0" borderTopWidth="1px" borderColor="border">
      {children}
    </Stack>
  );
}

export type RemoveButtonProps = {
  text: string;
  /** The accessible name, which also says which item. */
  name: string;
  onClick: () => void;
  /** This item's action is under way. */
  pending: boolean;
  /** Another item's action is under way: one at a time. */
  disabled: boolean;
};

/** The red action of an item that ends or removes it: Sign out, Forget. */
export function RemoveButton({ text, name, onClick, pending, disabled }: RemoveButtonProps) {
  return (
    <Button size="sm" variant="outline" colorPalette="red" aria-label={name} loading={pending} disabled={disabled} onClick={onClick}>
      {text}
    </Button>
  );
}
