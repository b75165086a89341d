import type { Plugin } from 'vite';
import { API_BASE_META, EARLY_SESSION_SCRIPT } from '../src/api/contract/early-session';

/**
 * Writes the session's early request (src/api/contract/early-session.ts) into index.html, right
 * after the charset: before any stylesheet, which a script placed after it would wait for. The
 * API base the build calls (VITE_API_URL) goes beside it in a <meta>, so the script's text, and
 * the hash the server's Content-Security-Policy allows it by, stay the same for every build.
 */
export function earlySession(): Plugin {
  let apiBase = '/api/v1';
  return {
    name: 'portal-early-session',
    apply: 'build',
    configResolved(config) {
      apiBase = ((config.env.VITE_API_URL as string | undefined) || '/api/v1').replace(/\/$/, '');
    },
    transformIndexHtml: (html) => withEarlySession(html, apiBase),
  };
}

export function withEarlySession(html: string, apiBase: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  if (!charset.test(html)) throw new Error('scripts/early-session.ts: index.html has no <meta charset>');
  const base = apiBase.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return html.replace(charset, (tag) => `${tag}\n    <meta name="${API_BASE_META}" content="${base}" />\n    <script>${EARLY_SESSION_SCRIPT}</script>`);
}
