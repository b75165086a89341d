import { errorPageTexts } from '../../i18n/shell';
import { ErrorMessage } from './ErrorMessage';

/** /404: every unknown path ends here (spec 2). */
export function NotFoundPage() {
  return <ErrorMessage code="404" title={errorPageTexts.notFoundTitle} body={errorPageTexts.notFoundBody} />;
}
