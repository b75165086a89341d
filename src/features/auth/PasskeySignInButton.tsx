import { Button } from '@chakra-ui/react';
import { useForm } from 'react-final-form';
import { passkeySignInTexts } from '../../i18n/two-step';

export type PasskeySignInButtonProps = {
  /** Receives the form's 'Keep me signed in' choice, which the passkey sign-in honours too. */
  onSignIn: (remember: boolean) => void;
  busy: boolean;
};

/** 'Sign in with a passkey': inside the login form only to read its remember choice; it submits nothing. */
export function PasskeySignInButton({ onSignIn, busy }: PasskeySignInButtonProps) {
  const form = useForm<{ remember_me?: boolean }>();
  return (
    <Button
      type="button"
      variant="outline"
      colorPalette="blue"
      width="full"
      loading={busy}
      loadingText={passkeySignInTexts.button}
      onClick={() => onSignIn(form.getState().values.remember_me !== false)}
    >
      {passkeySignInTexts.button}
    </Button>
  );
}
