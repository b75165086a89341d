import type { InviteResult, MemberRow, UserAccount } from '../../api/contract';
import { EditMemberModal } from './EditMemberModal';
import { inviteOutcome } from './invite-outcome';
import { showInviteToast } from './invite-toast';
import { InviteMembersModal } from './InviteMembersModal';
import { InviteResultsModal } from './InviteResultsModal';
import { CancelMemberDialog, ReinviteMemberDialog } from './MemberConfirmDialogs';
import { fixedTenancy } from './member-rules';
import type { MemberDialogs as DialogState } from './useMemberDialogs';

export type MemberDialogsProps = {
  account: UserAccount;
  dialogs: DialogState;
  /** The e-mail of the account's last administrator, whose type the edit form keeps (member-rules). */
  lastAdministrator: string | null;
  /** The list as now held: the edit form shows its row as the latest read has it. */
  rows: readonly MemberRow[];
};

/** The Manage Users screen's dialogs: the one in `dialogs` is shown, the others are not mounted. */
export function MemberDialogs({ account, dialogs, lastAdministrator, rows }: MemberDialogsProps) {
  const { dialog, open, opening, show, close, exited } = dialogs;

  // Spec 4 "Invite modal": it closes on success; several results open the list, one is a toast.
  const onInvited = (results: InviteResult[]) => {
    const outcome = inviteOutcome(results);
    if (outcome.kind === 'list') {
      show({ kind: 'results', results: outcome.results });
      return;
    }
    close();
    if (outcome.kind === 'toast') showInviteToast(outcome);
  };

  const rowDialog = (kind: 'edit' | 'cancel' | 'reinvite') => (dialog?.kind === kind ? dialog.row : null);
  // The edit form shows the row as the list holds it now (a refresh may land while it is open), or
  // as it was when opened if the row has left the list since. A confirmation keeps the row it asked
  // about: its own success changes the row while it closes.
  const openedEditRow = rowDialog('edit');
  const editRow = openedEditRow && (rows.find((row) => row.email === openedEditRow.email) ?? openedEditRow);
  const cancelRow = rowDialog('cancel');
  const reinviteRow = rowDialog('reinvite');
  const rowProps = { account, open, onClose: close, onExitComplete: exited };

  return (
    <>
      <InviteMembersModal
        account={account}
        open={open && dialog?.kind === 'invite'}
        onClose={close}
        onExitComplete={exited}
        onInvited={onInvited}
      />
      {dialog?.kind === 'results' ? <InviteResultsModal open={open} results={dialog.results} onClose={close} onExitComplete={exited} /> : null}
      {editRow ? (
        <EditMemberModal key={opening} {...rowProps} row={editRow} fixedTenancy={fixedTenancy(editRow, lastAdministrator)} />
      ) : null}
      {cancelRow ? <CancelMemberDialog key={opening} {...rowProps} row={cancelRow} /> : null}
      {reinviteRow ? <ReinviteMemberDialog key={opening} {...rowProps} row={reinviteRow} /> : null}
    </>
  );
}
