import { errorPageTexts } from '../../i18n/shell';
import { ErrorMessage } from './ErrorMessage';

/** /500, and what the error boundary shows when a screen crashes while rendering. */
export function ServerErrorPage() {
  return <ErrorMessage code="500" title={errorPageTexts.serverErrorTitle} body={errorPageTexts.serverErrorBody} />;
}
