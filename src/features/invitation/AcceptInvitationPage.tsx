import { placeholderTexts } from '../../i18n/shell';
import { PageTitle } from '../../ui/PageTitle';

/** /invitation (spec "Accept invitation"): a placeholder until its own issue builds the screen in this file. */
export function AcceptInvitationPage() {
  return <PageTitle>{placeholderTexts.invitation}</PageTitle>;
}
