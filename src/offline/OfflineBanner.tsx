import { offlineTexts } from '../i18n/shell';
import { useOnline } from './useOnline';

/**
 * Says plainly that the portal is offline: saved lists still show, and every change is refused
 * (DESIGN "Offline"). The status region is always present so the notice is announced when it appears.
 * Styled by ui/shell.css, which every layout that shows this notice loads.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {!online && <div className="pt-offline-notice">{offlineTexts.offline}</div>}
    </div>
  );
}
