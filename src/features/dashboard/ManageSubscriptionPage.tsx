import { placeholderTexts } from '../../i18n/shell';
import { PageTitle } from '../../ui/PageTitle';

/** /dashboard/manage-subscription: a placeholder until its own issue builds the screen in this file. */
export function ManageSubscriptionPage() {
  return <PageTitle>{placeholderTexts.manageSubscription}</PageTitle>;
}
