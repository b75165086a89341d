import { useCallback, useState } from 'react';
import type { Passkey } from '../../api/contract';

/** The one dialog the Security screen shows at a time. */
export type SecurityDialog =
  | { kind: 'passkeyAdd' }
  | { kind: 'totpSetup' }
  | { kind: 'totpOff' }
  | { kind: 'newCodes' }
  | { kind: 'codes'; codes: readonly string[] }
  | { kind: 'rename' | 'remove'; passkey: Passkey };

export type SecurityDialogs = {
  /** The dialog shown, or last shown: it stays while the dialog animates out. */
  dialog: SecurityDialog | null;
  open: boolean;
  /** Counts openings: a key that gives each opening a fresh form and mutation state. */
  opening: number;
  show: (dialog: SecurityDialog) => void;
  close: () => void;
  /** Every dialog calls it once it has gone; a dialog waiting for it opens then. */
  exited: () => void;
};

type State = { dialog: SecurityDialog | null; open: boolean; opening: number; next: SecurityDialog | null };

const opened = (state: State, dialog: SecurityDialog): State => ({ dialog, open: true, opening: state.opening + 1, next: null });

/**
 * One dialog at a time. Showing one while another is open closes that one first and opens the new
 * one once it has gone (the authenticator's setup making way for the recovery codes): two dialogs
 * open together fight over focus, and the first one giving focus back would dismiss the second.
 */
export function useSecurityDialogs(): SecurityDialogs {
  const [state, setState] = useState<State>({ dialog: null, open: false, opening: 0, next: null });
  const show = useCallback(
    (dialog: SecurityDialog) => setState((current) => (current.open ? { ...current, open: false, next: dialog } : opened(current, dialog))),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, open: false, next: null })), []);
  const exited = useCallback(() => setState((current) => (current.next && !current.open ? opened(current, current.next) : current)), []);
  return { dialog: state.dialog, open: state.open, opening: state.opening, show, close, exited };
}
