import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, type UserAccount } from '../../api/contract';
import { ssoTexts as texts } from '../../i18n/sso';
import { useSession } from '../../session/SessionProvider';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { TitledSection } from '../../ui/TitledSection';
import { toastSuccess } from '../../ui/toast';
import { ConnectionForm } from './ConnectionForm';
import { ConnectionTest } from './ConnectionTest';
import { useRemoveConnection } from './connection-mutations';
import { connectionQuery } from './queries';

/**
 * Part 2 of Single sign-on: the connection to the identity provider, with what to register there,
 * and once saved, 'Test connection' and 'Remove connection'.
 */
export function ConnectionSection({ account }: { account: UserAccount }) {
  const { user } = useSession();
  const state = useQuery(connectionQuery(user?.id ?? 0, account.id, account.user_account_token));
  const remove = useRemoveConnection(account);
  const [removing, setRemoving] = useState(false);
  const connection = state.data?.connection ?? null;

  return (
    <TitledSection card heading={texts.connection} description={texts.connectionDescription}>
      {state.isError && state.data === undefined ? (
        <LoadFailedAlert what={texts.connectionLoadFailed} reason={errorMessage(state.error)} retryLabel={texts.retry} onRetry={() => void state.refetch()} />
      ) : state.data ? (
        <>
          <ConnectionForm account={account} state={state.data} />
          {connection && (
            <ConnectionTest
              key={connection.updated_at}
              account={account}
              connection={connection}
              onRemove={() => {
                remove.reset();
                setRemoving(true);
              }}
            />
          )}
        </>
      ) : null}
      <ConfirmDialog
        open={removing}
        title={texts.removeConnectionTitle}
        message={texts.removeConnectionQuestion}
        confirmLabel={texts.remove}
        cancelLabel={texts.cancel}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: ({ message }) => {
              setRemoving(false);
              toastSuccess(message);
            },
          })
        }
        onClose={() => setRemoving(false)}
        busy={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        destructive
      />
    </TitledSection>
  );
}
