/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { readLastScreen, type LastScreen } from '../src/offline/last-screen-store';
import { paintMarks, SIGNED_IN_FRAME_FILE } from '../src/routing/prerendered';

/**
 * The answer to a navigation to a signed-in screen (src/routing/prerendered.ts, SIGNED_IN_PATHS):
 * - nobody signed in on this device (no current user recorded): index.html, as for any path;
 * - the current user saved a screen at this path for the current account: the signed-in frame's
 *   page with that screen's markup and styles in the frame's place;
 * - otherwise: the signed-in frame, drawn before any script runs.
 * The page is always the built one, with its own scripts, headers and Content-Security-Policy; a
 * saved screen brings markup and styles only, and one holding anything else is not answered.
 */
export async function signedInPage(path: string): Promise<Response> {
  const index = await matchPrecache('/index.html');
  const frame = await matchPrecache(`/${SIGNED_IN_FRAME_FILE}`);
  if (!index || !frame) return fetch(path);
  let saved: Awaited<ReturnType<typeof readLastScreen>>;
  try {
    saved = await readLastScreen(path);
  } catch {
    // No IndexedDB: the portal starts as it does without a worker.
    return index;
  }
  if (!saved.current) return index;
  if (!saved.screen || !servable(saved.screen)) return frame;
  const html = withScreen(await frame.text(), saved.screen);
  const headers = new Headers(frame.headers);
  // The body is new text: the stored response's length and coding do not describe it.
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  headers.set('Content-Type', 'text/html; charset=UTF-8');
  return new Response(html, { status: 200, headers });
}

/**
 * A saved screen is markup React serialised (text escaped) with scripts removed when it was saved;
 * anything that would run or load (a script, a frame, a base or meta element) or end the style
 * block early means it is not a screen the portal drew, and the frame answers instead.
 */
const UNSAFE_MARKUP = /<(script|iframe|frame|object|embed|base|meta|link|style)\b/i;
export const servable = (screen: LastScreen): boolean => !UNSAFE_MARKUP.test(screen.markup) && !/<\/style/i.test(screen.styles);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const ATTRIBUTE_NAME = /^[a-z][a-z0-9-]*$/;

function between(html: string, [open, close]: readonly [string, string], content: string): string {
  const start = html.indexOf(open);
  const end = html.indexOf(close, start);
  if (start < 0 || end < 0) throw new Error(`the signed-in frame has no ${open}`);
  return html.slice(0, start + open.length) + content + html.slice(end);
}

/** The frame's page with the saved screen between the paint marks, and the saved <html> attributes. */
export function withScreen(frameHtml: string, screen: LastScreen): string {
  const markup = `<div ${paintMarks.attribute}="screen" data-user="${screen.userId}">${screen.markup}</div>`;
  let html = between(frameHtml, paintMarks.markup, markup);
  html = between(html, paintMarks.styles, `<style data-paint-styles>${screen.styles}</style>`);
  const attributes = Object.entries(screen.htmlAttributes)
    .filter(([name]) => ATTRIBUTE_NAME.test(name) && name !== 'lang')
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return attributes ? html.replace(/<html\b/, () => `<html${attributes}`) : html;
}
