import { SIGNED_IN_PATHS, paintMarks } from '../routing/prerendered';
import { readSelectedAccount } from '../session/selected-account';
import { storageKeys } from '../session/storage-keys';
import { getRememberMe, getToken, tokenUserId } from '../session/token-store';
import { clearLastScreens, putCurrentSession, putLastScreen, SAVE_LAST_SCREEN, type LastScreen } from './last-screen-store';
import { whenPageLeaves } from './page-leaving';

/**
 * This user's last screen, saved as the portal drew it when the page is hidden (the tab switched
 * away from, the app closed), so the service worker can answer the next start with it before any
 * script has run (sw/paint.ts). Saved only when it is what the portal would show offline:
 * - a signed-in screen (SIGNED_IN_PATHS), of a session kept on this device ("keep me signed in"):
 *   a tab-only session ends with the browser, and its screen must not outlive it;
 * - of the user this page shows, who is the device's signed-in user (another tab may have signed
 *   out and someone else in);
 * - with the screen drawn: no 'Loading' notice, no open dialog, no saved screen still in place;
 * - without what the user was typing: field values are left out and fields are read-only, and
 *   scripts are removed (a saved screen is markup and styles, never code).
 */

/** The element the portal renders into (main.tsx); #root unless a saved screen is handed over. */
let appRoot: () => HTMLElement | null = () => document.getElementById('root');

export function setAppRoot(root: () => HTMLElement | null): void {
  appRoot = root;
}

/** Counts clears: a save begun before a logout must not land after it. */
let clears = 0;

/** The device's signed-in user, when the session is kept on this device, or null. */
function keptUser(): number | null {
  return getRememberMe() ? tokenUserId(localStorage.getItem(storageKeys.accessToken)) : null;
}

/** The signed-in user whose screen this page may save: this page's, if it is the device's. */
function savingUser(): number | null {
  const shown = tokenUserId(getToken());
  return shown !== null && keptUser() === shown ? shown : null;
}

const NOT_DRAWN = `.chakra-spinner, [${paintMarks.attribute}]`;
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"]';
const COLOUR_MODES = new Set(['light', 'dark']);

/** The screen in `root`, as markup to save: scripts removed, fields emptied and read-only. */
export function screenMarkup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const script of copy.querySelectorAll('script, noscript')) script.remove();
  for (const field of copy.querySelectorAll('input, textarea, select')) {
    field.removeAttribute('value');
    field.removeAttribute('checked');
    field.setAttribute('readonly', '');
    if (field instanceof HTMLTextAreaElement) field.textContent = '';
  }
  for (const option of copy.querySelectorAll('option[selected]')) option.removeAttribute('selected');
  return copy.innerHTML;
}

/** The text of every rule Emotion inserted (Chakra's styles), read from the sheets themselves. */
export function emotionStyles(): string {
  const rules: string[] = [];
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')) {
    const sheet = style.sheet;
    if (!sheet) continue;
    // Emotion inserts through insertRule in production: the element's text is empty then.
    for (const rule of sheet.cssRules) rules.push(rule.cssText);
  }
  return rules.join('\n');
}

/** <html>'s attributes but the colour mode's (class `light`/`dark`, the style), which the pre-paint script owns. */
function htmlAttributes(): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const { name, value } of document.documentElement.attributes) {
    if (name === 'style' || name === 'lang') continue;
    if (name === 'class') {
      const kept = value.split(/\s+/).filter((token) => token && !COLOUR_MODES.has(token));
      if (kept.length) attributes.class = kept.join(' ');
      continue;
    }
    attributes[name] = value;
  }
  return attributes;
}

/** The screen now on show, if it may be saved (the rules above), else null. */
export function currentScreen(now = Date.now()): LastScreen | null {
  const userId = savingUser();
  const root = appRoot();
  const path = location.pathname;
  if (userId === null || !root || !SIGNED_IN_PATHS.includes(path) || location.search !== '') return null;
  if (!root.firstElementChild || root.querySelector(NOT_DRAWN) || document.querySelector(OPEN_DIALOG)) return null;
  return {
    userId,
    accountId: readSelectedAccount(userId),
    path,
    markup: screenMarkup(root),
    styles: emotionStyles(),
    htmlAttributes: htmlAttributes(),
    savedAt: now,
  };
}

/**
 * Saves the screen now on show, if it may be; a failure (no IndexedDB, the quota) keeps the last one.
 * A page being left may not finish a write of its own: the service worker that controls it is sent
 * the screen, and writes it (sw/sw.ts); without one, the page writes it itself.
 */
export function saveLastScreen(): void {
  const screen = currentScreen();
  if (!screen) return;
  const worker = typeof navigator.serviceWorker === 'undefined' ? null : navigator.serviceWorker.controller;
  if (worker) {
    worker.postMessage({ type: SAVE_LAST_SCREEN, screen });
    return;
  }
  const started = clears;
  void putLastScreen(screen).then(
    () => {
      // A logout while it was written: it is removed with the rest.
      if (started !== clears) void clearLastScreens().catch(() => {});
    },
    () => {},
  );
}

/**
 * A sign-in, a start or an account switch of `userId` on this device: the worker answers this
 * user's and account's screens from now on. A tab-only session is not recorded (see above).
 */
export function recordCurrentUser(userId: number): void {
  if (keptUser() !== userId) return;
  void putCurrentSession({ userId, accountId: readSelectedAccount(userId) }).catch(() => {});
}

/** Logout or a refused token: every saved screen goes, with the record of who is signed in. */
export function forgetLastScreens(): void {
  clears += 1;
  void clearLastScreens().catch(() => {});
}

/** Saves the screen whenever the page is hidden or left; returns the stop. */
export const saveLastScreenWhenHidden = (): (() => void) => whenPageLeaves(saveLastScreen);
