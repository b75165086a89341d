import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { AUTH_BACK_TO_LOGIN, AUTH_MISSING_TOKEN } from '../../i18n/auth';
import { paths } from '../../routing/paths';
import { AppLink } from '../../ui/AppLink';
import { AuthCard } from './AuthCard';
import { CodeForm } from './CodeForm';
import type { CodeStep } from './code-steps';
import { MissingTokenNotice } from './MissingTokenNotice';
import { useQueryParam } from '../../ui/useQueryParam';

export type OneTimeCodePageProps = {
  step: CodeStep;
  /** Checks the code against the query token and completes the step; rejects with the reason. */
  onCode: (otp: number, token: string) => Promise<void>;
  /** Replaces the way back to sign in (the e-mail step offers a new code to a signed-in user). */
  footer?: ReactNode;
};

/**
 * The one-time-code screens (spec 2 "Reset-code", "Verify-email OTP", "Verify identity OTP"): the
 * step's text and the code form for the query token, or, without a token, a way to start again.
 */
export function OneTimeCodePage({ step, onCode, footer }: OneTimeCodePageProps) {
  const token = useQueryParam('token');
  return (
    <AuthCard title={step.title} footer={footer ?? <AppLink href={paths.login}>{AUTH_BACK_TO_LOGIN}</AppLink>}>
      {token ? (
        <Stack gap="4">
          <Text color="fg.muted">{step.text}</Text>
          {/* Keyed by token: a resent code starts a fresh form. */}
          <CodeForm key={token} submitLabel={step.submitLabel} onSubmit={(otp) => onCode(otp, token)} />
        </Stack>
      ) : (
        <MissingTokenNotice message={AUTH_MISSING_TOKEN} restartHref={step.restart.href} restartLabel={step.restart.label} />
      )}
    </AuthCard>
  );
}
