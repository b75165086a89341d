import { Text } from '@chakra-ui/react';
import { PasswordCheckRequest } from '../../api/contract';
import { securityTexts } from '../../i18n/security';
import { Form, FormActions, PasswordField, structValidator } from '../../ui/form';
import { Modal } from '../../ui/Modal';

export type PasswordFormProps = {
  /** Names the form for assistive technology. */
  label: string;
  prompt: string;
  submitLabel: string;
  onCancel: () => void;
  /** Rejects with the server's refusal (a wrong password lands on the field); the form stays. */
  onConfirm: (password: string) => Promise<void>;
};

type PasswordValues = { password: string };

const validatePassword = structValidator(PasswordCheckRequest);

/**
 * The password again, before a change of how the user signs in: adding or removing a passkey,
 * setting up or turning off the authenticator app, new recovery codes.
 */
export function PasswordForm({ label, prompt, submitLabel, onCancel, onConfirm }: PasswordFormProps) {
  return (
    <Form<PasswordValues> label={label} onSubmit={({ password }) => onConfirm(password)} validate={validatePassword}>
      <Text>{prompt}</Text>
      <PasswordField name="password" label={securityTexts.password} autoComplete="current-password" />
      <FormActions cancelLabel={securityTexts.cancel} onCancel={onCancel} submitLabel={submitLabel} />
    </Form>
  );
}

export type PasswordDialogProps = Omit<PasswordFormProps, 'label' | 'onCancel'> & {
  open: boolean;
  onClose: () => void;
  onExitComplete?: () => void;
  title: string;
};

/** PasswordForm in a dialog of its own. */
export function PasswordDialog({ open, onClose, onExitComplete, title, ...form }: PasswordDialogProps) {
  return (
    <Modal open={open} onClose={onClose} onExitComplete={onExitComplete} title={title}>
      <PasswordForm label={title} onCancel={onClose} {...form} />
    </Modal>
  );
}
