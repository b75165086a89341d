import { Button, HStack } from '@chakra-ui/react';
import { SubmitButton } from './SubmitButton';

export type FormActionsProps = {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
};

/** The buttons at the foot of a dialog's form: Cancel closes without sending, the other submits. */
export function FormActions({ cancelLabel, onCancel, submitLabel }: FormActionsProps) {
  return (
    <HStack justify="flex-end" gap="3">
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton fullWidth={false}>{submitLabel}</SubmitButton>
    </HStack>
  );
}
