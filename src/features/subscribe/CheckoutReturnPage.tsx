import { useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { Redirect, useLocation, useParams } from 'wouter';
import { billingMessages } from '../../api/contract';
import { checkoutReturnTexts as texts } from '../../i18n/subscribe';
import { paths } from '../../routing/paths';
import { useSession } from '../../session/SessionProvider';
import { PageLoading } from '../../ui/LoadingScreen';
import { PageTitle } from '../../ui/PageTitle';
import { useQueryParam } from '../../ui/useQueryParam';
import { GoHomeNotice } from './GoHomeNotice';
import { useCheckoutVerification } from './useCheckoutVerification';

/**
 * /{provider}/success?id=...[&state=succeeded] (spec 2, 4 "Checkout return"): verifies the
 * checkout the provider sent back, then shows the dashboard of the account that subscribed.
 */
export function CheckoutReturnPage() {
  const { provider = '' } = useParams<{ provider: string }>();
  const verification = useCheckoutVerification(provider, useQueryParam('id'));

  if (verification.status === 'verified') return <ToDashboard accountId={verification.accountId} />;
  const failed = verification.status === 'failed';
  return (
    <Box maxW="2xl">
      <PageTitle documentTitle={texts.documentTitle}>{failed ? billingMessages.invalidAccessToken : billingMessages.verifying}</PageTitle>
      {failed ? <GoHomeNotice message={verification.reason} /> : <PageLoading />}
    </Box>
  );
}

/**
 * Moves on once the selection is in the session, so the dashboard's account guard sees it. An
 * account the session does not list (it cannot be selected) goes home to choose one.
 */
function ToDashboard({ accountId }: { accountId: number }) {
  const { accounts, selectedAccount } = useSession();
  const [, navigate] = useLocation();
  const listed = accounts.some((account) => account.id === accountId);
  const ready = selectedAccount?.id === accountId;
  useEffect(() => {
    if (ready) navigate(paths.dashboard, { replace: true });
  }, [ready, navigate]);
  return listed ? <PageLoading /> : <Redirect to={paths.home} replace />;
}
