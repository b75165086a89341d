import type { MouseEvent, ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { useFormState } from 'react-final-form';

export type SubmitButtonProps = {
  children: ReactNode;
  /** What the button reads while the form submits; its usual text by default. */
  submittingText?: ReactNode;
  /** Full width by default: the auth cards are narrow and thumbs are wide. */
  fullWidth?: boolean;
};

/**
 * Pressing the button does not take focus from the field being typed in: otherwise that field's
 * error would appear on blur, push the button down between press and release, and lose the click.
 */
const keepFocus = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();

/**
 * Disabled, with a spinner, while the form submits, so a double tap cannot send twice. The spinner
 * goes beside a label (loadingText), so the button keeps an accessible name while it waits.
 */
export function SubmitButton({ children, submittingText = children, fullWidth = true }: SubmitButtonProps) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return (
    <Button
      type="submit"
      colorPalette="blue"
      fontWeight="semibold"
      width={fullWidth ? 'full' : undefined}
      onMouseDown={keepFocus}
      loading={submitting}
      loadingText={submittingText}
      aria-busy={submitting}
    >
      {children}
    </Button>
  );
}
