import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { AlertMessage } from './AlertMessage';
import { Modal } from './Modal';

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

/** A yes/no question about one action; the caller closes it when the action is done. */
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
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            colorPalette={destructive ? 'red' : 'blue'}
            onClick={onConfirm}
            loading={busy}
            loadingText={confirmLabel}
            aria-busy={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {error ? <AlertMessage status="error" message={error} /> : null}
        <Text>{message}</Text>
      </Stack>
    </Modal>
  );
}
