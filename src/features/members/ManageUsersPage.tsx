import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, type MemberRow, type UserAccount } from '../../api/contract';
import { membersTexts as texts } from '../../i18n/members';
import { useSavedDataTime } from '../../offline/useSavedDataTime';
import { useSession } from '../../session/SessionProvider';
import { AdministratorsOnly } from '../../ui/AdministratorsOnly';
import { DataTable } from '../../ui/DataTable';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { PageTitle } from '../../ui/PageTitle';
import { SavedDataNotice } from '../../ui/SavedDataNotice';
import { useOnceTrue } from '../../ui/useOnceTrue';
import { memberColumns, type OnMemberAction } from './member-columns';
import { MemberLooks, type MemberClasses } from './member-looks';
import { lastAdministratorEmail } from './member-rules';
import { membersQuery } from './queries';
import { dialogForAction, useMemberDialogs } from './useMemberDialogs';

/** Rows have no id; an address may come back after a canceled invitation, with a new date. */
const rowKey = (row: MemberRow) => `${row.email} ${row.invited_at ?? ''}`;
/** One empty list, so the table's search index is not rebuilt on every render while loading. */
const NO_ROWS: readonly MemberRow[] = [];

/**
 * The dialogs (invite, edit, cancel, re-invite) load when the first one is asked for: with the
 * address and app pickers they are code an administrator checking the list never needs. Once
 * loaded they stay mounted.
 */
const importMemberDialogs = () => import('./MemberDialogs');
const MemberDialogs = lazy(() => importMemberDialogs().then((m) => ({ default: m.MemberDialogs })));
const loadMemberDialogs = () => void importMemberDialogs();

/**
 * /dashboard/manage-user (spec 2 "Manage Users"): the account's members and invitations, and the
 * ways to invite, edit, cancel and reinvite. Only administrators manage members (spec 6); a
 * Standard member gets a plain message and no member request is made.
 */
export function ManageUsersPage() {
  const { selectedAccount } = useSession();
  // The account guard sends a session without a chosen account to '/' before this renders.
  if (!selectedAccount) return null;
  return (
    <AdministratorsOnly tenancy={selectedAccount.tenancy} message={texts.adminOnly}>
      <MembersScreen account={selectedAccount} />
    </AdministratorsOnly>
  );
}

function MembersScreen({ account }: { account: UserAccount }) {
  const { user } = useSession();
  const members = useQuery(membersQuery(user?.id ?? 0, account.id, account.user_account_token));
  const savedAt = useSavedDataTime(members);
  const dialogs = useMemberDialogs();
  // The first dialog shown loads them all; they stay mounted from then on.
  const dialogsWanted = useOnceTrue(dialogs.open);
  const { show } = dialogs;
  const rows = members.data ?? NO_ROWS;
  const lastAdministrator = useMemo(() => lastAdministratorEmail(rows), [rows]);
  const onAction = useCallback<OnMemberAction>((action, row) => show({ kind: dialogForAction[action], row }), [show]);

  return (
    <div>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'flex-start' }}
        justify="space-between"
        gap="3"
      >
        <PageTitle>{texts.title}</PageTitle>
        {/* Pointing at the button or reaching it starts loading the dialog, so it opens at once. */}
        <Button
          colorPalette="blue"
          mb={{ base: '4', sm: '0' }}
          onPointerEnter={loadMemberDialogs}
          onFocus={loadMemberDialogs}
          onClick={() => show({ kind: 'invite' })}
        >
          {texts.invite}
        </Button>
      </Flex>
      <SavedDataNotice updatedAt={savedAt} />
      {members.isError && members.data === undefined ? (
        <LoadFailedAlert
          what={texts.loadFailed}
          reason={errorMessage(members.error)}
          retryLabel={texts.retry}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <MembersTable
          onAction={onAction}
          lastAdministrator={lastAdministrator}
          rows={rows}
          // Also while the first read waits for the network, rather than claiming there are no members.
          loading={members.isPending}
        />
      )}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <MemberDialogs account={account} dialogs={dialogs} lastAdministrator={lastAdministrator} rows={rows} />
        </Suspense>
      )}
    </div>
  );
}

type MembersTableProps = {
  onAction: OnMemberAction;
  lastAdministrator: string | null;
  rows: readonly MemberRow[];
  loading: boolean;
};

/**
 * The table of members, memoised: the screen's other renders (a dialog opening, the saved-data
 * time) leave it, and its looks (MemberLooks), alone.
 */
const MembersTable = memo(function MembersTable(props: MembersTableProps) {
  return <MemberLooks>{(classes) => <MembersTableWith classes={classes} {...props} />}</MemberLooks>;
});

/** Its columns, and so its search index and memoised rows, change only with what they draw. */
function MembersTableWith({ classes, onAction, lastAdministrator, rows, loading }: MembersTableProps & { classes: MemberClasses }) {
  const columns = useMemo(() => memberColumns(onAction, lastAdministrator, classes), [onAction, lastAdministrator, classes]);
  return (
    <DataTable<MemberRow>
      label={texts.tableLabel}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      emptyText={texts.empty}
      loading={loading}
    />
  );
}
