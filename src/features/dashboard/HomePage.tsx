import { useLocation } from 'wouter';
import { homeTexts } from '../../i18n/shell';
import { useSession } from '../../session/SessionProvider';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { PageTitle } from '../../ui/PageTitle';
import { SubscribedApps } from './SubscribedApps';

/**
 * /dashboard (and /dashboard/products): spec "Home/dashboard". The 'Apps' title shows only on the
 * products path; the chosen account's subscribed apps follow, built once the title has painted
 * (AfterFirstPaint): with the title, the table and its style and layout were one task of 20-30 ms
 * here, a blocking one at a phone's speed; the apps themselves are on their way meanwhile (asked
 * for by index.html on a start).
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
<h2 className="pt-subtitle">{homeTexts.apps}</h2>
      )}
      {/* The account guard sends a session without a chosen account to '/' before this renders. */}
      {selectedAccount && (
        <AfterFirstPaint>
          <SubscribedApps key={selectedAccount.id} account={selectedAccount} />
        </AfterFirstPaint>
      )}
    </div>
  );
}
