import { placeholderTexts } from '../../i18n/shell';
import { PageTitle } from '../../ui/PageTitle';

/** /subscribe-package (spec "Subscribe package"): a placeholder until its own issue builds the screen in this file. */
export function SubscribePackagePage() {
  return <PageTitle>{placeholderTexts.subscribePackage}</PageTitle>;
}
