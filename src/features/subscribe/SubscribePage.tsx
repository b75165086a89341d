import { placeholderTexts } from '../../i18n/shell';
import { PageTitle } from '../../ui/PageTitle';

/** /subscribe: a placeholder until its own issue builds the screen in this file. */
export function SubscribePage() {
  return <PageTitle>{placeholderTexts.subscribe}</PageTitle>;
}
