import { useMemo, useState } from 'react';
import { Box, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { billingMessages, errorMessage } from '../../api/contract';
import { subscribePackageTexts as texts } from '../../i18n/subscribe';
import { paths } from '../../routing/paths';
import { useSession } from '../../session/SessionProvider';
import { PageLoading } from '../../ui/LoadingScreen';
import { PageTitle } from '../../ui/PageTitle';
import { AlertMessage } from '../../ui/AlertMessage';
import { GoHomeNotice } from './GoHomeNotice';
import { clearPackageToken, readPackageToken } from './package-token';
import { PackageSummary } from './PackageSummary';
import { packageInfoQuery } from './queries';
import { CreateAccountLink, SubscribeForm } from './SubscribeForm';
import { ownedAccounts } from './subscribe-form';

/**
 * /subscribe-package (spec 2 "Subscribe package", 4 "Subscribe"): the package the saved token
 * names, and the choice of the account that subscribes to it.
 */
export function SubscribePackagePage() {
  // Read once: subscribing clears it on the way to the checkout, and the screen must not change then.
  const [token] = useState(readPackageToken);
  return (
    <Box maxW="2xl">
      <PageTitle>{texts.title}</PageTitle>
      {token ? <SubscribePackage token={token} /> : <GoHomeNotice status="info" message={texts.noPackage} />}
    </Box>
  );
}

function SubscribePackage({ token }: { token: string }) {
  const { user, accounts, selectedAccount } = useSession();
  const [, navigate] = useLocation();
  const info = useQuery(packageInfoQuery(user?.id ?? 0, token));
  const owned = useMemo(() => ownedAccounts(accounts), [accounts]);

  // Spec 4: Cancel clears the saved package token; home is the dashboard once an account is chosen.
  const cancel = () => {
    clearPackageToken();
    navigate(selectedAccount ? paths.dashboard : paths.home);
  };

  if (info.isPending) return <PageLoading />;
  if (info.isError) return <GoHomeNotice message={errorMessage(info.error)} onLeave={clearPackageToken} />;
  return (
    <>
      <PackageSummary pkg={info.data} />
      {owned.length === 0 ? (
        <Stack gap="3">
          <AlertMessage status="info" message={billingMessages.noOwnerAccount} />
          <CreateAccountLink />
          {/* Without it, account selection would keep sending the user back here. */}
          <Button alignSelf="flex-end" variant="outline" onClick={cancel}>
            {texts.cancel}
          </Button>
        </Stack>
      ) : (
        <SubscribeForm pkg={info.data} owned={owned} onCancel={cancel} />
      )}
    </>
  );
}
