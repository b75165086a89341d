import { useCallback, useState } from 'react';

export type OneDialog<D> = {
  /** The dialog shown, or last shown: it stays while the dialog animates out. */
  dialog: D | null;
  open: boolean;
  /** Counts openings: a key that gives each opening a fresh form and mutation state. */
  opening: number;
  show: (dialog: D) => void;
  close: () => void;
  /** Every dialog calls it once it has gone; a dialog waiting for it opens then. */
  exited: () => void;
};

type State<D> = { dialog: D | null; open: boolean; opening: number; next: D | null };

const opened = <D>(state: State<D>, dialog: D): State<D> => ({ dialog, open: true, opening: state.opening + 1, next: null });

/**
 * One dialog of a screen at a time. Showing one while another is open closes that one first and
 * opens the new one once it has gone (an invite form making way for its results, a setup for its
 * recovery codes): two dialogs open together fight over focus, and the first one giving focus back
 * to the page would dismiss the second.
 */
export function useOneDialog<D>(): OneDialog<D> {
  const [state, setState] = useState<State<D>>({ dialog: null, open: false, opening: 0, next: null });
  const show = useCallback(
    (dialog: D) => setState((current) => (current.open ? { ...current, open: false, next: dialog } : opened(current, dialog))),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, open: false, next: null })), []);
  const exited = useCallback(() => setState((current) => (current.next && !current.open ? opened(current, current.next) : current)), []);
  return { dialog: state.dialog, open: state.open, opening: state.opening, show, close, exited };
}
