import { Box, Stack, Text } from '@chakra-ui/react';
import { errorMessage, twoStepMessages, type UserAccount } from '../../api/contract';
import { twoStepPolicyTexts as texts } from '../../i18n/two-step';
import { AlertMessage } from '../../ui/AlertMessage';
import { CheckboxChoice } from '../../ui/form';
import { toastError, toastSuccess } from '../../ui/toast';
import { SectionHeading, sectionFrame } from './FormSection';
import { useRequireTwoStep } from './mutations';

/**
 * Update mode, administrators only: whether every member needs a second factor for this account.
 * It saves as soon as it is switched; while the call runs it shows the choice made; a refusal
 * (an administrator without a second factor of their own) puts it back and says why.
 */
export function TwoStepPolicyPanel({ account }: { account: UserAccount }) {
  const policy = useRequireTwoStep(account.user_account_token);
  const checked = policy.isPending ? policy.variables : account.require_two_step;

  // Ignored, not disabled, while a change is on its way: a disabled box would drop the keyboard's focus.
  const change = (required: boolean) => {
    if (policy.isPending) return;
    policy.mutate(required, {
      onSuccess: () => toastSuccess(required ? twoStepMessages.twoStepRequired : twoStepMessages.twoStepOptional),
      onError: toastError,
    });
  };

  return (
    <Box as="section" aria-label={texts.heading} mb="6" {...sectionFrame}>
      <SectionHeading>{texts.heading}</SectionHeading>
      <Stack gap="3">
        <CheckboxChoice
          name="require_two_step"
          label={texts.label}
          checked={checked}
          aria-busy={policy.isPending}
          onCheckedChange={change}
        />
        <Text color="fg.muted" textStyle="sm">
          {texts.help}
        </Text>
        {policy.isError ? <AlertMessage status="error" message={errorMessage(policy.error)} /> : null}
      </Stack>
    </Box>
  );
}
