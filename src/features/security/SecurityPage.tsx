import { Box, Stack } from '@chakra-ui/react';
import { usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { errorMessage, twoStepMessages } from '../../api/contract';
import { securityTexts as texts } from '../../i18n/security';
import { useSession } from '../../session/SessionProvider';
import { AlertMessage } from '../../ui/AlertMessage';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { PageLoading } from '../../ui/LoadingScreen';
import { PageTitle } from '../../ui/PageTitle';
import { AuthenticatorSection } from './AuthenticatorSection';
import { DevicesSections } from './DevicesSections';
import { PasskeysSection } from './PasskeysSection';
import { devicesQuery, securityQuery } from './queries';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import { SecurityDialogs } from './SecurityDialogs';
import { hasSecondFactor, mustSetUpTwoStep } from './two-step-state';
import { useSecurityDialogs } from './useSecurityDialogs';

/**
 * /dashboard/security: the user's passkeys, the authenticator app and recovery codes, where they
 * are signed in and which browsers they trust. A member
 * whose chosen account requires two-step verification, and who has no second factor yet, reads
 * why at the top.
 */
export function SecurityPage() {
  const { user, selectedAccount } = useSession();
  const security = useQuery(securityQuery(user?.id ?? 0));
  // Both calls start at once, and the screen shows in reading order: the devices appear below the
  // second factors once these are there, so nothing already read is pushed down when they arrive.
  usePrefetchQuery(devicesQuery(user?.id ?? 0));
  const dialogs = useSecurityDialogs();
  const { show } = dialogs;
  const { data } = security;

  return (
    <Box w="full" maxW="720px">
      <PageTitle>{texts.title}</PageTitle>
      <Stack gap="6">
        {mustSetUpTwoStep(selectedAccount, data) ? (
          <AlertMessage status="warning" message={twoStepMessages.accountRequiresTwoStep} />
        ) : null}
        {data ? (
          <>
            <PasskeysSection
              passkeys={data.passkeys}
              onAdd={() => show({ kind: 'passkeyAdd' })}
              onRename={(passkey) => show({ kind: 'rename', passkey })}
              onRemove={(passkey) => show({ kind: 'remove', passkey })}
            />
            <AuthenticatorSection
              on={data.totp}
              onSetUp={() => show({ kind: 'totpSetup' })}
              onTurnOff={() => show({ kind: 'totpOff' })}
            />
            <RecoveryCodesSection
              available={hasSecondFactor(data)}
              left={data.recovery_codes_left}
              onNewCodes={() => show({ kind: 'newCodes' })}
            />
          </>
        ) : security.isError ? (
          <LoadFailedAlert
            what={texts.loadFailed}
            reason={errorMessage(security.error)}
            retryLabel={texts.retry}
            onRetry={() => void security.refetch()}
          />
        ) : (
          <PageLoading />
        )}
        {data || security.isError ? <DevicesSections /> : null}
      </Stack>
      <SecurityDialogs dialogs={dialogs} />
    </Box>
  );
}
