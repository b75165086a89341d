import { Heading } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { homeTexts } from '../../i18n/shell';
import { useSession } from '../../session/SessionProvider';
import { PageTitle } from '../../ui/PageTitle';
import { SubscribedApps } from './SubscribedApps';

/**
 * /dashboard (and /dashboard/products): spec "Home/dashboard". The 'Apps' title shows only on the
 * products path; the chosen account's subscribed apps follow.
 */
export function HomePage() {
  const { selectedAccount } = useSession();
  const [location] = useLocation();
  return (
    <div>
      <PageTitle documentTitle={homeTexts.documentTitle}>
        {homeTexts.header}
        {selectedAccount?.account_reference}
      </PageTitle>
      {location.includes('products') && (
        <Heading as="h2" size="lg" mb="4">
          {homeTexts.apps}
        </Heading>
      )}
      {/* The account guard sends a session without a chosen account to '/' before this renders. */}
      {selectedAccount && <SubscribedApps key={selectedAccount.id} account={selectedAccount} />}
    </div>
  );
}
