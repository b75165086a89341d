import { useMemo } from 'react';
import { ApiError, PasskeyRenameRequest, twoStepLimits, type Passkey, type PasskeyAddedResponse } from '../../api/contract';
import { passkeyTexts as texts, securityTexts } from '../../i18n/security';
import { Form, FormActions, structValidator, TextField } from '../../ui/form';
import { Modal } from '../../ui/Modal';
import { toastError, toastInfo, toastSuccess } from '../../ui/toast';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from './mutations';
import { passkeyFailure } from './passkey-ceremony';
import { PasswordDialog } from './PasswordDialog';

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

/** 'Remove', with the password: the passkey signs no one in from then on. */
export function RemovePasskeyDialog({ passkey, open, onClose, onExitComplete }: PasskeyDialogProps) {
  const remove = useRemovePasskey();
  return (
    <PasswordDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      title={texts.removeTitle}
      prompt={texts.removeQuestion(passkey.name)}
      submitLabel={texts.removeConfirm}
      onConfirm={async (password) => {
        const { message } = await remove.mutateAsync({ id: passkey.id, password });
        onClose();
        toastSuccess(message);
      }}
    />
  );
}

export type AddPasskeyDialogProps = Omit<PasskeyDialogProps, 'passkey'> & {
  /** The first second factor brings recovery codes, shown once. */
  onRecoveryCodes: (codes: readonly string[]) => void;
};

/**
 * 'Add a passkey': the password, then the browser's prompt. A refusal of the server's stays in the
 * dialog (a wrong password on its field); the browser's prompt closed or failed ends it with a word.
 */
export function AddPasskeyDialog({ open, onClose, onExitComplete, onRecoveryCodes }: AddPasskeyDialogProps) {
  const add = useAddPasskey();
  const onConfirm = async (password: string) => {
    let added: PasskeyAddedResponse;
    try {
      added = await add.mutateAsync(password);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      onClose();
      const failure = passkeyFailure(error);
      if (failure.kind === 'cancelled') toastInfo(texts.cancelled);
      else toastError(failure.message);
      return;
    }
    toastSuccess(texts.added);
    if (added.recovery_codes) onRecoveryCodes(added.recovery_codes);
    else onClose();
  };
  return (
    <PasswordDialog
      open={open}
      onClose={onClose}
      onExitComplete={onExitComplete}
      title={texts.add}
      prompt={texts.addPrompt}
      submitLabel={texts.addSubmit}
      onConfirm={onConfirm}
    />
  );
}
