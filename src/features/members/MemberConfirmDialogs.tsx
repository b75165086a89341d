import { errorMessage, type MemberRow, type UserAccount } from '../../api/contract';
import { cancelMemberTexts, reinviteTexts } from '../../i18n/members';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toastSuccess } from '../../ui/toast';
import { reinviteRequest } from './forms';
import { resultToast } from './invite-outcome';
import { showInviteToast } from './invite-toast';
import { isMembership } from './member-rules';
import { useCancelMember, useInviteMembers } from './mutations';

export type MemberDialogProps = {
  account: UserAccount;
  row: MemberRow;
  open: boolean;
  onClose: () => void;
  onExitComplete?: () => void;
};

/*
 * A refused change (offline, or the server said no) keeps the question open with the reason in it,
 * said there once (no toast: the user is looking at the dialog), so the user can try again.
 */

/** Spec 2 "Cancel Membership/Invitation confirmation", naming the address. */
export function CancelMemberDialog({ account, row, open, onClose, onExitComplete }: MemberDialogProps) {
  const cancel = useCancelMember(account);
  const membership = isMembership(row);
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      title={membership ? cancelMemberTexts.membershipTitle : cancelMemberTexts.invitationTitle}
      message={membership ? cancelMemberTexts.membershipQuestion(row.email) : cancelMemberTexts.invitationQuestion(row.email)}
      confirmLabel={cancelMemberTexts.yes}
      cancelLabel={cancelMemberTexts.no}
      destructive
      busy={cancel.isPending}
      error={cancel.error ? errorMessage(cancel.error) : null}
      onConfirm={() =>
        cancel.mutate(row.email, {
          onSuccess: ({ message }) => {
            onClose();
            toastSuccess(message);
          },
        })
      }
    />
  );
}

/** Spec 2 "Reinvite Member confirmation": the same address, tenancy and blocked apps again. */
export function ReinviteMemberDialog({ account, row, open, onClose, onExitComplete }: MemberDialogProps) {
  const invite = useInviteMembers(account);
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      title={reinviteTexts.title}
      message={reinviteTexts.question(row.email)}
      confirmLabel={reinviteTexts.yes}
      cancelLabel={reinviteTexts.no}
      busy={invite.isPending}
      error={invite.error ? errorMessage(invite.error) : null}
      onConfirm={() =>
        invite.mutate(reinviteRequest(row), {
          onSuccess: ({ results }) => {
            onClose();
            // Spec 8: the message the server returns for the first result.
            if (results[0]) showInviteToast(resultToast(results[0]));
          },
        })
      }
    />
  );
}
