import { placeholderTexts } from '../../i18n/shell';
import { PageTitle } from '../../ui/PageTitle';

/** /redirect (spec "Redirect page"): a placeholder until its own issue builds the screen in this file. */
export function RedirectPage() {
  return <PageTitle>{placeholderTexts.redirect}</PageTitle>;
}
