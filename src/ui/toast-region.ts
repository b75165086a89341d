import { toastTexts } from '../i18n/shell';

const REGION_ID = 'toast-region';

/**
 * For SnackbarProvider's `domRoot`: a polite live region that is on the page before the first toast
 * and stays after the last (notistack's own container comes and goes with its toasts, and a
 * region that appears with its content is not announced).
 */
export function toastRegion(): HTMLElement {
  const existing = document.getElementById(REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = REGION_ID;
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', toastTexts.region);
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  return region;
}
