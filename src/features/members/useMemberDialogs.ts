import type { InviteResult, MemberRow } from '../../api/contract';
import { useOneDialog, type OneDialog } from '../../ui/useOneDialog';
import type { MemberAction } from './member-rules';

/** The one dialog the Manage Users screen shows at a time. */
export type MemberDialog =
  | { kind: 'invite' }
  | { kind: 'results'; results: readonly InviteResult[] }
  | { kind: 'edit' | 'cancel' | 'reinvite'; row: MemberRow };

/** Which dialog a row's action opens. */
export const dialogForAction: Record<MemberAction, 'edit' | 'cancel' | 'reinvite'> = {
  edit: 'edit',
  cancelMembership: 'cancel',
  cancelInvitation: 'cancel',
  reinvite: 'reinvite',
};

export type MemberDialogs = OneDialog<MemberDialog>;

export const useMemberDialogs = (): MemberDialogs => useOneDialog<MemberDialog>();
