import type { MemberRow } from '../../api/contract';
import {
  memberColumnTexts as headers, memberStatusLabels, memberSuspendedLabel, memberTypeLabels, primaryContactLabels,
} from '../../i18n/members';
import type { DataTableColumn } from '../../ui/DataTable';
import { MemberActionButtons } from './MemberActionButtons';
import type { MemberClasses } from './member-looks';
import { isLastAdministrator, memberStatus, type MemberAction } from './member-rules';

/**
 * A pending invitation has no name until it is accepted: its address stands where the name would
 * be, greyed, rather than two blank cells. Only the cell shows it; search still matches the name.
 */
const hasName = (row: MemberRow) => Boolean(row.first_name || row.last_name);
const firstNameCell = (row: MemberRow, classes: MemberClasses) =>
  hasName(row) ? row.first_name : <span className={classes.mutedText}>{row.email}</span>;

const typeLabel = (row: MemberRow) => memberTypeLabels[row.tenancy];
const primaryContactLabel = (row: MemberRow) => primaryContactLabels[row.is_primary_contact];
const statusLabel = (row: MemberRow) => memberStatusLabels[memberStatus(row)];
/** Searching 'suspended' finds the suspended members, as the cell shows them. */
const statusSearchText = (row: MemberRow) => (row.suspended ? `${statusLabel(row)} ${memberSuspendedLabel}` : statusLabel(row));

/**
 * The invitation's status, and beside it 'Suspended' while directory sync has suspended the
 * membership: the person is still a member (Cancel still applies) but cannot choose the account.
 */
const statusCell = (row: MemberRow, classes: MemberClasses) => (
  <span className={classes.statusGroup}>
    <span className={classes[`status-${memberStatus(row)}`]}>{statusLabel(row)}</span>
    {row.suspended ? <span className={classes.suspended}>{memberSuspendedLabel}</span> : null}
  </span>
);

export type OnMemberAction = (action: MemberAction, row: MemberRow) => void;

/**
 * The seven columns of spec 2 "Manage Users". `lastAdministrator` is the e-mail of the account's
 * last administrator (member-rules lastAdministratorEmail), whose Cancel is not offered.
 * `classes` are the looks the cells repeat (member-looks.tsx), resolved once per table.
 */
export function memberColumns(onAction: OnMemberAction, lastAdministrator: string | null, classes: MemberClasses): DataTableColumn<MemberRow>[] {
  return [
    { id: 'first_name', header: headers.firstName, cell: (row) => firstNameCell(row, classes), searchText: (row) => row.first_name },
    { id: 'last_name', header: headers.lastName, cell: (row) => row.last_name, searchText: (row) => row.last_name },
    {
      id: 'email',
      header: headers.email,
      // An address is one long token: it breaks only where it would overflow a phone's card.
      cell: (row) => <span className={classes.text}>{row.email}</span>,
      searchText: (row) => row.email,
    },
    { id: 'tenancy', header: headers.type, cell: typeLabel, searchText: typeLabel },
    { id: 'is_primary_contact', header: headers.primaryContact, cell: primaryContactLabel, searchText: primaryContactLabel },
    {
      id: 'status',
      header: headers.status,
      cell: (row) => statusCell(row, classes),
      searchText: statusSearchText,
    },
    {
      id: 'action',
      header: headers.action,
      cell: (row) => (
        <MemberActionButtons
          row={row}
          lastAdministrator={isLastAdministrator(row, lastAdministrator)}
          onAction={onAction}
          classes={classes}
        />
      ),
    },
  ];
}
