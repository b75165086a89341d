import { useEffect, useRef } from 'react';
import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage, TotpEnableRequest, type TotpSetupResponse } from '../../api/contract';
import { authenticatorTexts as texts, securityTexts } from '../../i18n/security';
import { AlertMessage } from '../../ui/AlertMessage';
import { ControlInput, FieldFrame, Form, FormActions, OtpField, structValidator } from '../../ui/form';
import { Modal } from '../../ui/Modal';
import { useEnableTotp, useStartTotpSetup } from './mutations';
import { QrCode } from './QrCode';

export type TotpSetupDialogProps = {
  open: boolean;
  onClose: () => void;
  onExitComplete?: () => void;
  /** The app is on; the recovery codes when it is the user's first second factor. */
  onTurnedOn: (recoveryCodes: readonly string[] | null) => void;
};

type CodeValues = { otp: string };

const validateCode = structValidator(TotpEnableRequest);

/** 'Set up authenticator app': the QR code and setup key of a new secret, and the first code to turn it on. */
export function TotpSetupDialog({ open, onClose, onExitComplete, onTurnedOn }: TotpSetupDialogProps) {
  return (
    <Modal open={open} onClose={onClose} onExitComplete={onExitComplete} title={texts.setupTitle}>
      <TotpSetup onClose={onClose} onTurnedOn={onTurnedOn} />
    </Modal>
  );
}

function TotpSetup({ onClose, onTurnedOn }: Pick<TotpSetupDialogProps, 'onClose' | 'onTurnedOn'>) {
  const setup = useStartTotpSetup();
  const { mutate: start } = setup;
  // The dialog's content mounts at each opening, so each opening starts a setup, and only one:
  // a second would replace the secret the first one showed (development's StrictMode runs effects twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  if (setup.data) return <TotpEnrolment setup={setup.data} onClose={onClose} onTurnedOn={onTurnedOn} />;
  if (setup.isError) {
    return (
      <Stack gap="4">
        <AlertMessage status="error" message={errorMessage(setup.error)} />
        <Button alignSelf="flex-end" variant="outline" onClick={() => start()}>
          {securityTexts.retry}
        </Button>
      </Stack>
    );
  }
  return (
    <Center flexDirection="column" gap="3" py="8" role="status" aria-live="polite">
      <Spinner size="lg" color="blue.700" aria-hidden="true" />
      <Text>{texts.preparing}</Text>
    </Center>
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
      <FieldFrame label={texts.setupKey}>
        <ControlInput
          readOnly
          value={setup.secret}
          fontFamily="mono"
          letterSpacing="0.1em"
          autoComplete="off"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
      </FieldFrame>
      <Form<CodeValues> label={texts.formLabel} onSubmit={onSubmit} validate={validateCode}>
        <OtpField label={texts.code} />
        <FormActions cancelLabel={securityTexts.cancel} onCancel={onClose} submitLabel={texts.turnOn} />
      </Form>
    </Stack>
  );
}
