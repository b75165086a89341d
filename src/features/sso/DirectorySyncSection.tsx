import { useQuery } from '@tanstack/react-query';
import { errorMessage, type UserAccount } from '../../api/contract';
import { scimTexts as texts } from '../../i18n/sso';
import { useSession } from '../../session/SessionProvider';
import { CopyableText } from '../../ui/CopyableText';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { TitledSection } from '../../ui/TitledSection';
import { ScimGroups } from './ScimGroups';
import { ScimToken } from './ScimToken';
import { scimQuery } from './queries';

/**
 * Part 4 of Single sign-on: directory sync (SCIM 2.0). What the identity provider is given (the
 * base URL and a token), then the groups it pushed and the apps each grants. It needs no domain or
 * connection to be set up: people at the account's verified domains join at once, anyone else is
 * invited and joins by proving the mailbox (docs/integration.md).
 */
export function DirectorySyncSection({ account }: { account: UserAccount }) {
  const { user } = useSession();
  const state = useQuery(scimQuery(user?.id ?? 0, account.id, account.user_account_token));

  return (
    <TitledSection card heading={texts.section} description={texts.intro}>
      {state.isError && state.data === undefined ? (
        <LoadFailedAlert what={texts.loadFailed} reason={errorMessage(state.error)} retryLabel={texts.retry} onRetry={() => void state.refetch()} />
      ) : state.data ? (
        <>
          <CopyableText label={texts.baseUrl} value={state.data.base_url} copyName={texts.copyBaseUrl} />
          <ScimToken account={account} summary={state.data.token} />
          <ScimGroups account={account} groups={state.data.groups} />
        </>
      ) : null}
    </TitledSection>
  );
}
