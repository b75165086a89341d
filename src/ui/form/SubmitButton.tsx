import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { useFormState } from 'react-final-form';

export type SubmitButtonProps = {
  children: ReactNode;
  /** Full width by default: the auth cards are narrow and thumbs are wide. */
  fullWidth?: boolean;
};

/** Disabled, with a spinner, while the form submits, so a double tap cannot send twice. */
export function SubmitButton({ children, fullWidth = true }: SubmitButtonProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    // loadingText keeps the label beside the spinner, so the button keeps its accessible name.
    <Button type="submit" colorPalette="blue" loading={submitting} loadingText={children} width={fullWidth ? 'full' : undefined}>
      {children}
    </Button>
  );
}
