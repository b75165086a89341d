import { appName } from '../i18n/shell';
import './shell.css';

/**
 * The product mark (the same drawing as the favicon and the app icons, scripts/make-icons.mjs),
 * inline so the logo costs no request and shows offline.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="9" fill="#2563eb" />
      <path d="M11 18a7 7 0 0 1 12-4.9" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M25 18a7 7 0 0 1-12 4.9" fill="none" stroke="#bfdbfe" strokeWidth="3" strokeLinecap="round" />
      <circle cx="18" cy="18" r="2.5" fill="#fff" />
    </svg>
  );
}

/** Mark and product name. */
export function Logo() {
  return (
    <span className="pt-logo">
      <LogoMark />
      <span className="pt-logo__name">{appName}</span>
    </span>
  );
}
