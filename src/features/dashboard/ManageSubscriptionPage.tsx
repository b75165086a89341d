import { Box } from '@chakra-ui/react';
import { adminOnlyTexts, placeholderTexts } from '../../i18n/shell';
import { useSession } from '../../session/SessionProvider';
import { AdministratorsOnly } from '../../ui/AdministratorsOnly';
import { PageTitle } from '../../ui/PageTitle';

/**
 * /dashboard/manage-subscription: administrators only (spec 1, 6). The subscription screen itself
 * comes with its own issue, inside AdministratorsOnly, so its calls are never made for a member.
 */
export function ManageSubscriptionPage() {
  const { selectedAccount } = useSession();
  return (
    <Box>
      <PageTitle>{placeholderTexts.manageSubscription}</PageTitle>
      <AdministratorsOnly tenancy={selectedAccount?.tenancy} message={adminOnlyTexts.manageSubscription}>
        {null}
      </AdministratorsOnly>
    </Box>
  );
}
