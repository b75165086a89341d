import { launchConfirmTexts as texts } from '../../i18n/apps';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

export type LaunchConfirmDialogProps = {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Spec 2 "Launch Product confirmation modal": defined, but the spec leaves it unconnected to the
 * Launch button, so nothing opens it yet.
 */
export function LaunchConfirmDialog({ open, onConfirm, onClose }: LaunchConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={onConfirm}
      title={texts.title}
      message={texts.question}
      confirmLabel={texts.yes}
      cancelLabel={texts.cancel}
    />
  );
}
