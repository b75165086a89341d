import { placeholderTexts } from '../../i18n/shell';
import { PageTitle } from '../../ui/PageTitle';

/** /dashboard/profile (spec "User Profile"): a placeholder until its own issue builds the screen in this file. */
export function ProfilePage() {
  return <PageTitle>{placeholderTexts.profile}</PageTitle>;
}
