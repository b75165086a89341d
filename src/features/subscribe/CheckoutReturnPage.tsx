import { placeholderTexts } from '../../i18n/shell';
import { PageTitle } from '../../ui/PageTitle';

/** /{provider}/success (spec "Checkout return"): a placeholder until its own issue builds the screen in this file. */
export function CheckoutReturnPage() {
  return <PageTitle>{placeholderTexts.checkoutReturn}</PageTitle>;
}
