import { Button, Stack, Text } from '@chakra-ui/react';
import {
  errorMessage, type PasskeyAuthenticationJSON, type PasskeyOptionsResponse, type SecondFactorCodeRequest,
  type SecondFactorRecoveryRequest, type TwoStepSignInResponse,
} from '../../api/contract';
import { twoStepSignInTexts as texts } from '../../i18n/two-step';
import { AlertMessage } from '../AlertMessage';
import { authenticateWithPasskey } from './passkey-ceremony';
import { RecoveryCodeForm, TotpCodeForm } from './TwoStepCodeForms';
import { RECOVERY_VIEW, type SecondFactorMethod, type TwoStepView } from './two-step-methods';
import { usePasskeyStep } from './usePasskeyStep';

/**
 * The second step's calls (twoStepApi's): this layer sits below the API, so the screen hands them in.
 * `token` in each is the otpToken of the answer that asked for the second factor.
 */
export type SecondFactorCalls = {
  verifyCode: (body: Omit<SecondFactorCodeRequest, 'device_id'>) => Promise<TwoStepSignInResponse>;
  verifyRecoveryCode: (body: Omit<SecondFactorRecoveryRequest, 'device_id'>) => Promise<TwoStepSignInResponse>;
  secondFactorPasskeyOptions: (token: string) => Promise<PasskeyOptionsResponse>;
  verifyPasskey: (body: { token: string; response: PasskeyAuthenticationJSON }) => Promise<TwoStepSignInResponse>;
};

export type SecondFactorStepProps = {
  calls: SecondFactorCalls;
  /** The otpToken of the answer that asked for the second factor. */
  token: string;
  methods: readonly SecondFactorMethod[];
  view: TwoStepView;
  /** Shows another form: `RECOVERY_VIEW`, or null for the method's own. */
  onShow: (use: string | null) => void;
  /** Every way through ends here, with the call's answer (or its refusal) still to come. */
  finish: (answer: Promise<TwoStepSignInResponse>) => Promise<void>;
};

const intro: Record<TwoStepView, string> = { code: texts.codeText, recovery: texts.recoveryText, passkey: texts.passkeyText };

/**
 * The second factor's forms: the app's code, a recovery code, the passkey where the person has one.
 * The sign-in's second step and the confirmation of one's own sign-in both show these, so a person
 * meets the same step wherever it is asked; where the view is kept is the caller's choice.
 */
export function SecondFactorStep({ calls, token, methods, view, onShow, finish }: SecondFactorStepProps) {
  const passkey = usePasskeyStep();

  const viaPasskey = async () => {
    const { options } = await calls.secondFactorPasskeyOptions(token);
    const response = await authenticateWithPasskey(options);
    return calls.verifyPasskey({ token, response });
  };

  return (
    <Stack gap="5">
      {passkey.error ? <AlertMessage status="error" message={errorMessage(passkey.error)} /> : null}
      <Text color="fg.muted">{intro[view]}</Text>
      {view === 'code' ? <TotpCodeForm onCode={(otp) => finish(calls.verifyCode({ token, otp }))} /> : null}
      {view === 'recovery' ? (
        <RecoveryCodeForm onCode={(recoveryCode) => finish(calls.verifyRecoveryCode({ token, recovery_code: recoveryCode }))} />
      ) : null}
      <Stack gap="2">
        {methods.includes('passkey') ? (
          <Button
            variant={view === 'passkey' ? 'solid' : 'outline'}
            colorPalette="blue"
            width="full"
            loading={passkey.busy}
            loadingText={texts.usePasskey}
            onClick={() => void passkey.start(() => finish(viaPasskey()))}
          >
            {texts.usePasskey}
          </Button>
        ) : null}
        {view === 'recovery' && methods.includes('totp') ? (
          <Button variant="ghost" colorPalette="blue" width="full" onClick={() => onShow(null)}>
            {texts.useCode}
          </Button>
        ) : null}
        {view !== 'recovery' ? (
          <Button variant="ghost" colorPalette="blue" width="full" onClick={() => onShow(RECOVERY_VIEW)}>
            {texts.useRecoveryCode}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
