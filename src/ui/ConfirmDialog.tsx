import type { ReactNode } from 'react';
import { AlertMessage } from './AlertMessage';
import { Modal } from './Modal';
import './shell.css';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** While the confirmed action runs: the confirm button spins and neither can be pressed again. */
  busy?: boolean;
  /** Why the action failed, shown in the dialog so the user can try again. */
  error?: string | null;
  /** A red confirm button for an action that takes something away. */
  destructive?: boolean;
  onExitComplete?: () => void;
};

/**
 * A yes/no question about one action; the caller closes it when the action is done. Its own parts
 * are plain elements (shell.css); the dialog's frame loads when one first opens (./Modal.tsx).
 */
export function ConfirmDialog({
  open, title, message, confirmLabel, cancelLabel, onConfirm, onClose, busy = false, error = null, destructive = false, onExitComplete,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      onExitComplete={onExitComplete}
      footer={
        <>
          <button type="button" className="pt-btn pt-btn--outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={destructive ? 'pt-btn pt-btn--solid-red' : 'pt-btn pt-btn--solid'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
            data-loading={busy || undefined}
          >
            {busy && <span className="pt-spinner pt-spinner--inline" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="pt-stack">
        {error ? <AlertMessage status="error" message={error} /> : null}
        <p>{message}</p>
      </div>
    </Modal>
  );
}
