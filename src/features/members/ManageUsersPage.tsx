import { placeholderTexts } from '../../i18n/shell';
import { PageTitle } from '../../ui/PageTitle';

/** /dashboard/manage-user (spec "Manage Users"): a placeholder until its own issue builds the screen in this file. */
export function ManageUsersPage() {
  return <PageTitle>{placeholderTexts.manageUsers}</PageTitle>;
}
