import { useMemo } from 'react';
import { errorMessage, PasskeyRenameRequest, twoStepLimits, type Passkey } from '../../api/contract';
import { passkeyTexts as texts, securityTexts } from '../../i18n/security';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Form, FormActions, structValidator, TextField } from '../../ui/form';
import { Modal } from '../../ui/Modal';
import { toastError, toastSuccess } from '../../ui/toast';
import { useRemovePasskey, useRenamePasskey } from './mutations';

export type PasskeyDialogProps = {
  passkey: Passkey;
  open: boolean;
  onClose: () => void;
  onExitComplete?: () => void;
};

type NameValues = { name: string };

const validateName = structValidator(PasskeyRenameRequest);

/** 'Rename': the name the list shows, to tell one passkey from another. */
export function RenamePasskeyDialog({ passkey, open, onClose, onExitComplete }: PasskeyDialogProps) {
  const rename = useRenamePasskey();
  const initialValues = useMemo(() => ({ name: passkey.name }), [passkey]);
  const onSubmit = async ({ name }: NameValues) => {
    await rename.mutateAsync({ id: passkey.id, name: name.trim() });
    onClose();
    toastSuccess(texts.renamed);
  };
  return (
    <Modal open={open} onClose={onClose} onExitComplete={onExitComplete} title={texts.renameTitle}>
      <Form<NameValues> label={texts.renameTitle} onSubmit={onSubmit} validate={validateName} initialValues={initialValues}>
        <TextField name="name" label={texts.name} autoComplete="off" maxLength={twoStepLimits.passkeyName} />
        <FormActions cancelLabel={securityTexts.cancel} onCancel={onClose} submitLabel={texts.save} />
      </Form>
    </Modal>
  );
}

/** 'Remove', confirmed first: the passkey signs no one in from then on. */
export function RemovePasskeyDialog({ passkey, open, onClose, onExitComplete }: PasskeyDialogProps) {
  const remove = useRemovePasskey();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      title={texts.removeTitle}
      message={texts.removeQuestion(passkey.name)}
      confirmLabel={texts.removeConfirm}
      cancelLabel={securityTexts.cancel}
      destructive
      busy={remove.isPending}
      // A refusal stays in the question, with the reason, so the user can try again.
      error={remove.error ? errorMessage(remove.error) : null}
      onConfirm={() =>
        remove.mutate(passkey.id, {
          onSuccess: ({ message }) => {
            onClose();
            toastSuccess(message);
          },
          onError: (error) => toastError(error),
        })
      }
    />
  );
}
