import { Text } from '@chakra-ui/react';
import { PasswordCheckRequest } from '../../api/contract';
import { securityTexts } from '../../i18n/security';
import { Form, FormActions, PasswordField, structValidator } from '../../ui/form';
import { Modal } from '../../ui/Modal';

export type PasswordDialogProps = {
  open: boolean;
  onClose: () => void;
  onExitComplete?: () => void;
  title: string;
  prompt: string;
  submitLabel: string;
  /** Rejects with the server's refusal (a wrong password lands on the field); the dialog stays. */
  onConfirm: (password: string) => Promise<void>;
};

type PasswordValues = { password: string };

const validatePassword = structValidator(PasswordCheckRequest);

/** A change that takes a second factor away or replaces the recovery codes asks for the password again. */
export function PasswordDialog({ open, onClose, onExitComplete, title, prompt, submitLabel, onConfirm }: PasswordDialogProps) {
  return (
    <Modal open={open} onClose={onClose} onExitComplete={onExitComplete} title={title}>
      <Form<PasswordValues> label={title} onSubmit={({ password }) => onConfirm(password)} validate={validatePassword}>
        <Text>{prompt}</Text>
        <PasswordField name="password" label={securityTexts.password} autoComplete="current-password" />
        <FormActions cancelLabel={securityTexts.cancel} onCancel={onClose} submitLabel={submitLabel} />
      </Form>
    </Modal>
  );
}
