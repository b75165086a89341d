import { Button, Flex } from '@chakra-ui/react';
import { SubmitButton } from './SubmitButton';

export type FormActionsProps = {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  /** At the foot of a page's form (a little space above), rather than of a dialog. */
  foot?: boolean;
};

/** The buttons at the foot of a form: Cancel closes or leaves without sending, the other submits. */
export function FormActions({ cancelLabel, onCancel, submitLabel, foot }: FormActionsProps) {
  return (
    <Flex justify="flex-end" wrap="wrap" gap="3" pt={foot ? '2' : undefined}>
      <Button variant="outline" fontWeight="semibold" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton fullWidth={false}>{submitLabel}</SubmitButton>
    </Flex>
  );
}
