import { Stack, Text } from '@chakra-ui/react';
import { TotpEnableRequest, type TotpSetupResponse } from '../../api/contract';
import { authenticatorTexts as texts, securityTexts } from '../../i18n/security';
import { Form, FormActions, OtpField, structValidator } from '../../ui/form';
import { Modal } from '../../ui/Modal';
import { useEnableTotp, useStartTotpSetup } from './mutations';
import { PasswordForm } from './PasswordDialog';
import { QrCode } from './QrCode';
import { SetupKey } from './SetupKey';

export type TotpSetupDialogProps = {
  open: boolean;
  onClose: () => void;
  onExitComplete?: () => void;
  /** The app is on; the recovery codes when it is the user's first second factor. */
  onTurnedOn: (recoveryCodes: readonly string[] | null) => void;
};

type CodeValues = { otp: string };

const validateCode = structValidator(TotpEnableRequest);

/** 'Set up authenticator app': the password, then the QR code and setup key of a new secret, and the first code to turn it on. */
export function TotpSetupDialog({ open, onClose, onExitComplete, onTurnedOn }: TotpSetupDialogProps) {
  return (
    <Modal open={open} onClose={onClose} onExitComplete={onExitComplete} title={texts.setupTitle}>
      <TotpSetup onClose={onClose} onTurnedOn={onTurnedOn} />
    </Modal>
  );
}

/** The password first, then the new secret: a stolen session cannot put its own app on the profile. */
function TotpSetup({ onClose, onTurnedOn }: Pick<TotpSetupDialogProps, 'onClose' | 'onTurnedOn'>) {
  const setup = useStartTotpSetup();
  if (setup.data) return <TotpEnrolment setup={setup.data} onClose={onClose} onTurnedOn={onTurnedOn} />;
  return (
    <PasswordForm
      label={texts.setupTitle}
      prompt={texts.setupPrompt}
      submitLabel={texts.continue}
      onCancel={onClose}
      onConfirm={async (password) => {
        await setup.mutateAsync(password);
      }}
    />
  );
}

type EnrolmentProps = Pick<TotpSetupDialogProps, 'onClose' | 'onTurnedOn'> & { setup: TotpSetupResponse };

function TotpEnrolment({ setup, onClose, onTurnedOn }: EnrolmentProps) {
  const enable = useEnableTotp();
  const onSubmit = async ({ otp }: CodeValues) => {
    const { recovery_codes } = await enable.mutateAsync(otp.trim());
    onTurnedOn(recovery_codes);
  };
  return (
    <Stack gap="5">
      <Text>{texts.setupSteps}</Text>
      <QrCode uri={setup.uri} alt={texts.qrAlt} />
      <SetupKey secret={setup.secret} />
      <Form<CodeValues> label={texts.formLabel} onSubmit={onSubmit} validate={validateCode}>
        <OtpField label={texts.code} />
        <FormActions cancelLabel={securityTexts.cancel} onCancel={onClose} submitLabel={texts.turnOn} />
      </Form>
    </Stack>
  );
}
