import { Button, HStack, Text } from '@chakra-ui/react';
import type { User } from '../../api/contract';
import { pendingEmailTexts } from '../../i18n/profile';
import { Form, OtpField, SubmitButton } from '../../ui/form';
import { TitledSection } from '../../ui/TitledSection';
import { toastError, toastSuccess } from '../../ui/toast';
import { useResendNewEmail, useUpdateProfile, useVerifyNewEmail } from './mutations';
import { validateNewEmailCode, type NewEmailCodeValues } from './validation';

export type PendingEmailPanelProps = {
  /** The signed-in user while an e-mail change waits (`pending_email` set). */
  user: User & { pending_email: string };
};

/**
 * A profile e-mail change waiting for its proof: the code mailed to the new address, a new code,
 * or keeping the current address. The old address signs in until the code is entered; a form of
 * its own, beside the profile form (forms do not nest).
 */
export function PendingEmailPanel({ user }: PendingEmailPanelProps) {
  const pending = user.pending_email;
  const verify = useVerifyNewEmail();
  const resend = useResendNewEmail();
  const cancel = useUpdateProfile();

  // On success the session's user has no pending address any more, and this panel goes with it.
  const onSubmit = async ({ otp }: NewEmailCodeValues) => {
    const { user: switched } = await verify.mutateAsync({ otp: Number(otp.trim()) });
    toastSuccess(pendingEmailTexts.verified(switched.email));
  };

  const sendAgain = () =>
    resend.mutate(undefined, { onSuccess: () => toastSuccess(pendingEmailTexts.resent(pending)), onError: toastError });
  // The current address typed again cancels the change (update-me); the names stay as saved.
  const keepCurrent = () =>
    cancel.mutate(
      { first_name: user.first_name, last_name: user.last_name, email: user.email },
      { onSuccess: () => toastSuccess(pendingEmailTexts.cancelled), onError: toastError },
    );

  return (
    <TitledSection heading={pendingEmailTexts.heading} card>
      <Text>{pendingEmailTexts.notice(pending)}</Text>
      <Form<NewEmailCodeValues> label={pendingEmailTexts.heading} onSubmit={onSubmit} validate={validateNewEmailCode}>
        <OtpField name="otp" label={pendingEmailTexts.otp} />
        <HStack gap="3" wrap="wrap">
          <SubmitButton>{pendingEmailTexts.submit}</SubmitButton>
          <Button type="button" variant="plain" colorPalette="blue" size="sm" loading={resend.isPending} onClick={sendAgain}>
            {pendingEmailTexts.resend}
          </Button>
          <Button type="button" variant="plain" size="sm" loading={cancel.isPending} onClick={keepCurrent}>
            {pendingEmailTexts.cancel}
          </Button>
        </HStack>
      </Form>
    </TitledSection>
  );
}
