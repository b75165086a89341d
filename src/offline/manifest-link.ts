/** Where vite-plugin-pwa writes the web app manifest (the build checks: scripts/manifest-link-later.ts). */
export const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the web app manifest (which makes the portal installable) once the first screen is up:
 * index.html leaves it out (scripts/manifest-link-later.ts) so that the manifest and its icon do
 * not share a slow phone's first round trips with the first screen's script. The browser reads a
 * manifest linked later just the same; an install prompt cannot come before the page is up anyway.
 */
export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}
