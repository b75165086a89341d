import { useId } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { MemberRow } from '../../api/contract';
import { lastAdministratorReason, memberActionTexts } from '../../i18n/members';
import { memberActions, type MemberAction } from './member-rules';

export type MemberActionButtonsProps = {
  row: MemberRow;
  /** The row is the account's last administrator: Cancel would be refused, so it is not offered. */
  lastAdministrator: boolean;
  onAction: (action: MemberAction, row: MemberRow) => void;
};

/**
 * A row's actions. Each button is named after its action and the row's e-mail ("Edit
 * jane@example.com"), so a screen reader, or a test, can tell rows apart. Edit and re-invite are
 * blue; the actions that take something away are red. The last administrator's Cancel stays in
 * place but disabled, with the reason beside it (and read with it, through aria-describedby).
 */
export function MemberActionButtons({ row, lastAdministrator, onAction }: MemberActionButtonsProps) {
  const reasonId = useId();
  const refused = (action: MemberAction) => lastAdministrator && action === 'cancelMembership';
  return (
    <Stack gap="1">
      <HStack gap="2">
        {memberActions(row).map((action) => (
          <Button
            key={action}
            size="xs"
            variant="outline"
            colorPalette={action === 'edit' || action === 'reinvite' ? 'blue' : 'red'}
            aria-label={`${memberActionTexts[action].name} ${row.email}`}
            disabled={refused(action)}
            aria-describedby={refused(action) ? reasonId : undefined}
            onClick={() => onAction(action, row)}
          >
            {memberActionTexts[action].text}
          </Button>
        ))}
      </HStack>
      {lastAdministrator ? (
        <Text id={reasonId} fontSize="xs" color="fg.muted" maxW="44">
          {lastAdministratorReason}
        </Text>
      ) : null}
    </Stack>
  );
}
