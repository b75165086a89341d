import { useCallback, useState } from 'react';
import type { InviteResult, MemberRow } from '../../api/contract';
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

export type MemberDialogs = {
  /** The dialog shown, or last shown: it stays while the dialog animates out. */
  dialog: MemberDialog | null;
  open: boolean;
  /** Counts openings: a key that gives each opening a fresh form and mutation state. */
  opening: number;
  show: (dialog: MemberDialog) => void;
  close: () => void;
  /** Every dialog calls it once it has gone; a dialog waiting for it opens then. */
  exited: () => void;
};

type State = { dialog: MemberDialog | null; open: boolean; opening: number; next: MemberDialog | null };

const opened = (state: State, dialog: MemberDialog): State => ({ dialog, open: true, opening: state.opening + 1, next: null });

/**
 * One dialog at a time. Showing one while another is open closes that one first and opens the new
 * one once it has gone: two dialogs open together fight over focus, and the first one giving focus
 * back to the page would dismiss the second (the invite form making way for its results).
 */
export function useMemberDialogs(): MemberDialogs {
  const [state, setState] = useState<State>({ dialog: null, open: false, opening: 0, next: null });
  const show = useCallback(
    (dialog: MemberDialog) => setState((current) => (current.open ? { ...current, open: false, next: dialog } : opened(current, dialog))),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, open: false, next: null })), []);
  const exited = useCallback(() => setState((current) => (current.next && !current.open ? opened(current, current.next) : current)), []);
  return { dialog: state.dialog, open: state.open, opening: state.opening, show, close, exited };
}
