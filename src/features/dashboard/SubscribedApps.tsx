import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Box, Flex, IconButton, Portal, Text, Tooltip } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { OFFLINE_MESSAGE, TENANCY, errorMessage, type SubscribedApp, type UserAccount } from '../../api/contract';
import { appsTexts as texts } from '../../i18n/apps';
import { useOnline } from '../../offline/useOnline';
import { useSavedDataTime } from '../../offline/useSavedDataTime';
import { useSession } from '../../session/SessionProvider';
import { DataTable } from '../../ui/DataTable';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { SavedDataNotice } from '../../ui/SavedDataNotice';
import { toastError } from '../../ui/toast';
import { useOnceTrue } from '../../ui/useOnceTrue';
import { appColumns } from './app-columns';
import { subscribedAppsQuery } from './apps-queries';
import { GearIcon } from './GearIcon';

/** The billing portal's modal loads when an administrator first asks for it. */
const ManageSubscriptionModal = lazy(() => import('./ManageSubscriptionModal').then((m) => ({ default: m.ManageSubscriptionModal })));

/** A product appears once per package that includes it. */
const rowKey = (row: SubscribedApp) => `${row.product_id} ${row.name}`;
/** One empty list, so the table's search index is not rebuilt on every render while loading. */
const NO_ROWS: readonly SubscribedApp[] = [];

/**
 * Spec 2 "Subscribed Apps table" for the chosen account: its apps, saved for offline use, and for
 * administrators (spec 6: they change the subscriptions) the gear that manages the subscription.
 */
export function SubscribedApps({ account }: { account: UserAccount }) {
  const { user } = useSession();
  const apps = useQuery(subscribedAppsQuery(user?.id ?? 0, account.id, account.user_account_token));
  const savedAt = useSavedDataTime(apps);
  const [managing, setManaging] = useState(false);
  // Once asked for, the modal stays mounted, so closing it still animates.
  const modalWanted = useOnceTrue(managing);
  const online = useOnline();
  // The billing portal is the provider's page: offline, say so at once rather than open a modal that fails.
  const manage = () => (online ? setManaging(true) : toastError(OFFLINE_MESSAGE));
  const administrator = account.tenancy === TENANCY.ADMINISTRATOR;
  const columns = useMemo(() => appColumns(account.user_account_token), [account.user_account_token]);
  // One function for the modal's life (refetch is the query observer's own, bound once), so the
  // dialog and the billing frame are handed the same onClose on every render.
  const refetchApps = apps.refetch;
  const closeManaging = useCallback(() => {
    setManaging(false);
    // What was changed in the portal (a cancellation) shows in the list at once.
    void refetchApps();
  }, [refetchApps]);

  return (
    <div>
      {administrator && (
        <Flex justify="flex-end" mb="2">
          <ManageSubscriptionsButton onClick={manage} />
        </Flex>
      )}
      <SavedDataNotice updatedAt={savedAt} />
      {apps.isError && apps.data === undefined ? (
        <LoadFailedAlert
          what={texts.loadFailed}
          reason={errorMessage(apps.error)}
          retryLabel={texts.retry}
          onRetry={() => void apps.refetch()}
        />
      ) : apps.data?.length === 0 ? (
        <NoAppsYet administrator={administrator} />
      ) : (
        <DataTable<SubscribedApp>
          label={texts.tableLabel}
          columns={columns}
          rows={apps.data ?? NO_ROWS}
          rowKey={rowKey}
          emptyText={texts.empty}
          loading={apps.isPending}
        />
      )}
      {administrator && modalWanted && (
        <Suspense fallback={null}>
          <ManageSubscriptionModal
            account={account}
            open={managing}
            onClose={closeManaging}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * An account without apps: no search box or pager over nothing, but where apps come from, or who
 * to ask for them.
 */
function NoAppsYet({ administrator }: { administrator: boolean }) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderColor="border" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Text fontWeight="semibold">{texts.empty}</Text>
      <Text color="fg.muted" mt="2">
        {administrator ? texts.emptyAdministrator : texts.emptyMember}
      </Text>
    </Box>
  );
}

/** The gear, with a tooltip that repeats its accessible name on hover and keyboard focus; Escape hides it (WCAG 1.4.13). */
function ManageSubscriptionsButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip.Root openDelay={300} positioning={{ placement: 'top-end' }}>
      <Tooltip.Trigger asChild>
        <IconButton size="sm" variant="outline" aria-label={texts.manageSubscriptions} onClick={onClick}>
          <GearIcon />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{texts.manageSubscriptions}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
