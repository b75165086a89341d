import { toastError, toastSuccess } from '../../ui/toast';
import type { InviteToast } from './invite-outcome';

/** Spec 8 "Invite": the one address's answer, as an error or a success toast. */
export function showInviteToast({ tone, message }: InviteToast): void {
  if (tone === 'error') toastError(message);
  else toastSuccess(message);
}
