import { Stack } from '@chakra-ui/react';
import type { UserAccount } from '../../api/contract';
import { ssoTexts as texts } from '../../i18n/sso';
import { useSession } from '../../session/SessionProvider';
import { AdministratorsOnly } from '../../ui/AdministratorsOnly';
import { PageTitle } from '../../ui/PageTitle';
import { ConnectionSection } from './ConnectionSection';
import { DirectorySyncSection } from './DirectorySyncSection';
import { DomainsSection } from './DomainsSection';
import { PolicySection } from './PolicySection';

/**
 * /dashboard/sso: single sign-on for the account. Administrators only; a STANDARD member reads why
 * and no call is made. Its parts follow one another: the domains the account proves it owns come
 * first, since the identity provider's connection below them trusts only addresses at them; the
 * policy follows, since it needs both; directory sync, which stands on its own, comes last.
 */
export function SsoPage() {
  const { selectedAccount } = useSession();
  // The account guard sends a session without a chosen account to '/' before this renders.
  if (!selectedAccount) return null;
  return (
    <div>
      <PageTitle>{texts.title}</PageTitle>
      <AdministratorsOnly tenancy={selectedAccount.tenancy} message={texts.adminOnly}>
        <SsoParts account={selectedAccount} />
      </AdministratorsOnly>
    </div>
  );
}

function SsoParts({ account }: { account: UserAccount }) {
  return (
    <Stack gap="6">
      <DomainsSection account={account} />
      <ConnectionSection account={account} />
      <PolicySection account={account} />
      <DirectorySyncSection account={account} />
    </Stack>
  );
}
