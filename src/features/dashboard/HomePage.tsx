import { Box, Heading } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { homeTexts } from '../../i18n/shell';
import { useSession } from '../../session/SessionProvider';
import { PageTitle } from '../../ui/PageTitle';

/**
 * /dashboard (and /dashboard/products): spec "Home/dashboard". The 'Apps' title shows only on the
 * products path; the subscribed apps list below it comes with its own issue.
 */
export function HomePage() {
  const { selectedAccount } = useSession();
  const [location] = useLocation();
  return (
    <Box>
      <PageTitle documentTitle={homeTexts.documentTitle}>
        {homeTexts.header}
        {selectedAccount?.account_reference}
      </PageTitle>
      {location.includes('products') && (
        <Heading as="h2" size="lg" mb="4">
          {homeTexts.apps}
        </Heading>
      )}
    </Box>
  );
}
