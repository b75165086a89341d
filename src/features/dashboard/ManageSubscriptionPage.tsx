import { useCallback } from 'react';
import { Box } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { paths } from '../../routing/paths';
import { adminOnlyTexts, placeholderTexts } from '../../i18n/shell';
import { useSession } from '../../session/SessionProvider';
import { AdministratorsOnly } from '../../ui/AdministratorsOnly';
import { PageTitle } from '../../ui/PageTitle';
import { BillingPortalFrame } from './BillingPortalFrame';

/**
 * /dashboard/manage-subscription: the billing provider's portal in the page, for an administrator
 * who opens the address itself (the dashboard opens the same portal in a dialog). Its way back
 * returns to the dashboard. A member gets the administrators-only notice and no call is made.
 */
export function ManageSubscriptionPage() {
  const { selectedAccount } = useSession();
  const [, navigate] = useLocation();
  const backToDashboard = useCallback(() => navigate(paths.dashboard), [navigate]);
  return (
    <Box>
      <PageTitle>{placeholderTexts.manageSubscription}</PageTitle>
      <AdministratorsOnly tenancy={selectedAccount?.tenancy} message={adminOnlyTexts.manageSubscription}>
        {selectedAccount && <BillingPortalFrame account={selectedAccount} onClose={backToDashboard} />}
      </AdministratorsOnly>
    </Box>
  );
}
