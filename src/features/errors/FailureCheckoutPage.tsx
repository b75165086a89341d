import { errorPageTexts } from '../../i18n/shell';
import { ErrorMessage } from './ErrorMessage';

/** /failure-checkout: where the billing provider sends a checkout that did not go through. */
export function FailureCheckoutPage() {
  return <ErrorMessage title={errorPageTexts.failureCheckout} />;
}
