import type { Plugin } from 'vite';
import { MANIFEST_HREF } from '../src/offline/manifest-link';

/**
 * Takes vite-plugin-pwa's `<link rel="manifest">` out of index.html: the portal links the manifest
 * itself once the first screen is up (src/offline/manifest-link.ts). In the head, Chromium fetches
 * the manifest while the page parses and then the manifest's icon, and on a slow phone those two
 * shared the first round trips with the entry script the first screen waits for.
 * VitePWA's plugin is enforced 'post' and adds the link in a 'post' hook: this one is both too,
 * and comes after it in vite.config.ts.
 */
export function manifestLinkLater(): Plugin {
  return {
    name: 'portal-manifest-link-later',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: (html) => withoutManifestLink(html) },
  };
}

export function withoutManifestLink(html: string): string {
  const link = /\s*<link rel="manifest" href="([^"]*)"[^>]*>/;
  const found = link.exec(html);
  if (!found) throw new Error('scripts/manifest-link-later.ts: index.html has no <link rel="manifest"> (is VitePWA before this plugin?)');
  // The link the portal adds must name the same file.
  if (found[1] !== MANIFEST_HREF) throw new Error(`scripts/manifest-link-later.ts: the manifest is ${found[1]}, the portal links ${MANIFEST_HREF}`);
  return html.replace(link, '');
}
