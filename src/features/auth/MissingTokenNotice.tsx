import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import { AlertMessage } from '../../ui/AlertMessage';
import { AppLink } from '../../ui/AppLink';

export type MissingTokenNoticeProps = {
  message: string;
  /** Where the user starts the step again, e.g. the forgot-password page. */
  restartHref: string;
  restartLabel: string;
  children?: ReactNode;
};

/** Shown instead of a form whose query token is missing: say so, and offer a way forward. */
export function MissingTokenNotice({ message, restartHref, restartLabel, children }: MissingTokenNoticeProps) {
  return (
    <Stack gap="4">
      <AlertMessage status="error" message={message} />
      {children}
      <AppLink href={restartHref}>{restartLabel}</AppLink>
    </Stack>
  );
}
