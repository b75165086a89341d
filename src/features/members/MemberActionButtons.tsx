import { useId } from 'react';
import { Text } from '@chakra-ui/react';
import type { MemberRow } from '../../api/contract';
import { lastAdministratorReason, memberActionTexts } from '../../i18n/members';
import type { MemberClasses } from './member-looks';
import { memberActions, type MemberAction } from './member-rules';

export type MemberActionButtonsProps = {
  row: MemberRow;
  /** The row is the account's last administrator: Cancel would be refused, so it is not offered. */
  lastAdministrator: boolean;
  onAction: (action: MemberAction, row: MemberRow) => void;
  /** The looks of the buttons and their rows (member-looks.tsx): Chakra's outline Button, HStack and Stack. */
  classes: Pick<MemberClasses, 'actions' | 'actionRow' | 'editButton' | 'removeButton'>;
};

/**
 * A row's actions. Each button is named after its action and the row's e-mail ("Edit
 * jane@example.com"), so a screen reader, or a test, can tell rows apart. Edit and re-invite are
 * blue; the actions that take something away are red. The last administrator's Cancel stays in
 * place but disabled, with the reason beside it (and read with it, through aria-describedby).
 * Each is a button with the classes of Chakra's `<Button size="xs" variant="outline">` in its
 * palette, resolved once per table: a page has two or three per row.
 */
export function MemberActionButtons({ row, lastAdministrator, onAction, classes }: MemberActionButtonsProps) {
  const reasonId = useId();
  const refused = (action: MemberAction) => lastAdministrator && action === 'cancelMembership';
  return (
    <div className={classes.actions}>
      <div className={classes.actionRow}>
        {memberActions(row).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'edit' || action === 'reinvite' ? classes.editButton : classes.removeButton}
            aria-label={`${memberActionTexts[action].name} ${row.email}`}
            disabled={refused(action)}
            aria-describedby={refused(action) ? reasonId : undefined}
            onClick={() => onAction(action, row)}
          >
            {memberActionTexts[action].text}
          </button>
        ))}
      </div>
      {lastAdministrator ? (
        <Text id={reasonId} fontSize="xs" color="fg.muted" maxW="44">
          {lastAdministratorReason}
        </Text>
      ) : null}
    </div>
  );
}
