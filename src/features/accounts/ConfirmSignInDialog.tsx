import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import {
  ApiError, PasswordCheckRequest, twoStepMessages, type TwoStepSignInResponse, type UserAccount,
} from '../../api/contract';
import { twoStepApi } from '../../api/two-step';
import { SecondFactorStep } from '../../ui/second-factor/SecondFactorStep';
import { methodsOf, twoStepView, type SecondFactorMethod, type TwoStepView } from '../../ui/second-factor/two-step-methods';
import { ownSignInTexts as texts } from '../../i18n/account-proofs';
import { AlertMessage } from '../../ui/AlertMessage';
import { Form, FormActions, PasswordField, structValidator } from '../../ui/form';
import { Modal } from '../../ui/Modal';
import { useConfirmOwnSignIn } from './useConfirmOwnSignIn';

export type ConfirmSignInDialogProps = {
  /** The account the person chose; null while the dialog is closed. */
  account: UserAccount | null;
  onClose: () => void;
  /** The session now opens the account: the page moves on as after any choice. */
  onConfirmed: (accountId: number) => void;
};

/**
 * 'Confirm it's you': opening an account a provider's session does not speak for asks what the
 * person's own sign-in asks, their password and then their second factor where they have one.
 * The steps live inside the dialog's content, which unmounts on close, so a Cancel keeps neither
 * the password nor the sign-in's token.
 */
export function ConfirmSignInDialog({ account, onClose, onConfirmed }: ConfirmSignInDialogProps) {
  // The last account stays named while the dialog animates closed.
  const [shown, setShown] = useState(account);
  if (account && account !== shown) setShown(account);
  return (
    <Modal open={account !== null} onClose={onClose} title={texts.title}>
      {shown ? <ConfirmSteps account={shown} onCancel={onClose} onConfirmed={() => onConfirmed(shown.id)} /> : null}
    </Modal>
  );
}

type SecondStep = { token: string; methods: SecondFactorMethod[]; view: TwoStepView };

/** The server no longer knows the second step's token (used, expired, or voided by a newer one). */
const isExpired = (error: unknown) => error instanceof ApiError && error.message === twoStepMessages.signInExpired;

function ConfirmSteps({ account, onCancel, onConfirmed }: { account: UserAccount; onCancel: () => void; onConfirmed: () => void }) {
  const ownSignIn = useConfirmOwnSignIn();
  const [second, setSecond] = useState<SecondStep | null>(null);
  const [expired, setExpired] = useState(false);

  const submitPassword = async ({ password }: PasswordCheckRequest) => {
    const answer = await ownSignIn.confirm({ password });
    if ('verify_2fa' in answer) {
      const methods = methodsOf(answer.two_step);
      setExpired(false);
      setSecond({ token: answer.otpToken, methods, view: twoStepView(methods, null) });
      return;
    }
    ownSignIn.adopt(answer);
    onConfirmed();
  };

  const finishSecond = async (answer: Promise<TwoStepSignInResponse>) => {
    let result: TwoStepSignInResponse;
    try {
      result = await answer;
    } catch (error) {
      if (!isExpired(error)) throw error;
      // The password again, then a fresh second step.
      setSecond(null);
      setExpired(true);
      return;
    }
    await ownSignIn.complete(result.token);
    onConfirmed();
  };

  if (second) {
    return (
      <Stack gap="4">
        <SecondFactorStep
          calls={twoStepApi}
          token={second.token}
          methods={second.methods}
          view={second.view}
          onShow={(use) => setSecond({ ...second, view: twoStepView(second.methods, use) })}
          finish={finishSecond}
        />
        <Button variant="outline" alignSelf="flex-end" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </Stack>
    );
  }
  return (
    <Form<PasswordCheckRequest> label={texts.title} onSubmit={submitPassword} validate={validatePassword}>
      {expired ? <AlertMessage status="error" message={twoStepMessages.signInExpired} /> : null}
      <Text>{texts.intro(account.account_name)}</Text>
      <PasswordField name="password" label={texts.password} autoComplete="current-password" />
      <FormActions cancelLabel={texts.cancel} onCancel={onCancel} submitLabel={texts.continue} />
    </Form>
  );
}

const validatePassword = structValidator(PasswordCheckRequest);
