import { useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, type ActivityEntry, type ActivityPerson, type UserAccount } from '../../api/contract';
import { activityTexts as texts } from '../../i18n/activity';
import { useSavedDataTime } from '../../offline/useSavedDataTime';
import { useSession } from '../../session/SessionProvider';
import { AdministratorsOnly } from '../../ui/AdministratorsOnly';
import { DataTable } from '../../ui/DataTable';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { PageTitle } from '../../ui/PageTitle';
import { SavedDataNotice } from '../../ui/SavedDataNotice';
import { toastError } from '../../ui/toast';
import { activityColumns } from './activity-columns';
import { downloadActivityCsv } from './download-csv';
import { PersonFilter } from './PersonFilter';
import { activityQuery } from './queries';

const rowKey = (entry: ActivityEntry) => entry.id;
const NO_ENTRIES: readonly ActivityEntry[] = [];
const NO_PEOPLE: readonly ActivityPerson[] = [];

/**
 * /dashboard/activity: every change to the account, newest first, who made it and what changed.
 * Administrators only; a STANDARD member reads why and no call is made.
 */
export function ActivityPage() {
  const { selectedAccount } = useSession();
  // The account guard sends a session without a chosen account to '/' before this renders.
  if (!selectedAccount) return null;
  return (
    <AdministratorsOnly tenancy={selectedAccount.tenancy} message={texts.adminOnly}>
      <ActivityScreen account={selectedAccount} />
    </AdministratorsOnly>
  );
}

function ActivityScreen({ account }: { account: UserAccount }) {
  const { user } = useSession();
  const [person, setPerson] = useState<number | null>(null);
  const activity = useQuery({
    ...activityQuery(user?.id ?? 0, account.id, account.user_account_token, person),
    // While another person's entries load, the previous answer keeps the Person choices; its rows are not shown.
    placeholderData: keepPreviousData,
  });
  const savedAt = useSavedDataTime(activity);
  const download = useMutation({
    networkMode: 'always',
    retry: 0,
    mutationFn: () => downloadActivityCsv(account.user_account_token, person),
    onError: (error) => toastError(errorMessage(error) || texts.downloadFailed),
  });
  const { data } = activity;

  return (
    <div>
      <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} justify="space-between" gap="3">
        <PageTitle>{texts.title}</PageTitle>
        <Button colorPalette="blue" mb={{ base: '4', sm: '0' }} loading={download.isPending} loadingText={texts.download} onClick={() => download.mutate()}>
          {texts.download}
        </Button>
      </Flex>
      <SavedDataNotice updatedAt={savedAt} />
      <Flex mb="4">
        <PersonFilter people={data?.people ?? NO_PEOPLE} person={person} onChange={setPerson} />
      </Flex>
      {data?.has_more && !activity.isPlaceholderData ? (
        <Text mb="3" fontSize="sm" color="fg.muted">
          {texts.newestOnly}
        </Text>
      ) : null}
      {activity.isError && data === undefined ? (
        <LoadFailedAlert what={texts.loadFailed} reason={errorMessage(activity.error)} retryLabel={texts.retry} onRetry={() => void activity.refetch()} />
      ) : (
        <DataTable<ActivityEntry>
          label={texts.table}
          columns={activityColumns}
          rows={activity.isPlaceholderData ? NO_ENTRIES : (data?.entries ?? NO_ENTRIES)}
          rowKey={rowKey}
          emptyText={texts.empty}
          loading={activity.isPending || activity.isPlaceholderData}
          textOnly
        />
      )}
    </div>
  );
}
