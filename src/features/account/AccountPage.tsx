import { placeholderTexts } from '../../i18n/shell';
import { PageTitle } from '../../ui/PageTitle';

/** /create-account and /dashboard/update-account (spec "Account"): a placeholder until its own issue builds the screen in this file. */
export function AccountPage() {
  return <PageTitle>{placeholderTexts.account}</PageTitle>;
}
