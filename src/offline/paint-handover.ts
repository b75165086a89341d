import { paintMarks } from '../routing/prerendered';
import { restoreToken, tokenUserId } from '../session/token-store';

/**
 * The page the service worker answered a signed-in path with (sw/paint.ts) carries, in #root, the
 * signed-in frame or this user's last screen, drawn before any script ran. The portal renders its
 * own tree beside it, out of the document, and puts it in the painted markup's place once it has
 * its content: no 'Loading' notice left (the session started, the saved queries restored, the
 * screen's chunk loaded). Until then the painted screen stays, so nothing on screen jumps back to
 * a loading state; a press on it meanwhile is held (scripts/prerender/hold-press.js) and made on
 * the same element of the live screen, or dropped when the live screen has no such element.
 */

/** What a press on a painted screen may be made on again: the same element, at the same place. */
const PRESSABLE = 'a[href], button, [role="button"], [role="tab"], [role="menuitem"]';
/** The live tree still waits for something. */
const LOADING = '.chakra-spinner';
/** A live tree that never settles (a notice that stays) still takes over after this long. */
const LONGEST_WAIT_MS = 10_000;

/**
 * The painted markup in `container`, if it may stay on screen while the portal starts: a saved
 * screen only for the user the device's token names. Anything else is removed at once, so the
 * portal starts as it does on an empty page.
 */
export function takePaintedMarkup(container: HTMLElement): HTMLElement | null {
  const painted = container.firstElementChild;
  if (!(painted instanceof HTMLElement) || !painted.hasAttribute(paintMarks.attribute)) return null;
  const userId = tokenUserId(restoreToken());
  const kind = painted.getAttribute(paintMarks.attribute);
  const own = kind === 'frame' || (kind === 'screen' && painted.dataset.user === String(userId));
  if (userId !== null && own) return painted;
  container.replaceChildren();
  document.querySelector('style[data-paint-styles]')?.remove();
  return null;
}

/** An element's children as a saved screen keeps them: its scripts are left out when it is saved. */
const keptChildren = (parent: Element): Element[] =>
  [...parent.children].filter((child) => child.tagName !== 'SCRIPT' && child.tagName !== 'NOSCRIPT');

/** The child indexes from `root` down to `element`. */
function placeOf(root: Element, element: Element): number[] {
  const place: number[] = [];
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return [];
    place.unshift(keptChildren(parent).indexOf(node));
  }
  return place;
}

function atPlace(root: Element, place: number[]): Element | null {
  let node: Element | null = root;
  for (const index of place) node = node ? (keptChildren(node)[index] ?? null) : null;
  return node;
}

/** Whether `live` is the element `held` was: a control of the same kind, text and link. */
const sameControl = (held: Element, live: Element | null): live is HTMLElement =>
  live instanceof HTMLElement &&
  live.matches(PRESSABLE) &&
  live.tagName === held.tagName &&
  live.textContent === held.textContent &&
  live.getAttribute('href') === held.getAttribute('href');

/**
 * The live element the held press was meant for: the one standing where it was, or else the only
 * control of the live screen that is the same (its place moved: a notice the live screen added
 * above it). None, or two alike, and the press is dropped: it is never made on a guess.
 */
export function heldPressTarget(painted: Element, live: Element): HTMLElement | null {
  const held = painted.querySelector('[data-held-press]');
  if (!held) return null;
  const found = atPlace(live, placeOf(painted, held));
  if (sameControl(held, found)) return found;
  const alike = [...live.querySelectorAll(PRESSABLE)].filter((control) => sameControl(held, control));
  return alike.length === 1 && alike[0] instanceof HTMLElement ? alike[0] : null;
}

/**
 * Puts `live` (the portal's root element, rendered out of the document) in place of `container`
 * once its tree has its content, then makes the held press, if any, on the live screen.
 */
export function handOverWhenDrawn(container: HTMLElement, painted: HTMLElement, live: HTMLElement): void {
  let done = false;
  const handOver = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    const target = heldPressTarget(painted, live);
    live.id = container.id;
    container.replaceWith(live);
    // The live tree's own Emotion rules are in place; the saved copy would only be read twice.
    document.querySelector('style[data-paint-styles]')?.remove();
    target?.click();
  };
  const drawn = () => live.firstElementChild !== null && live.querySelector(LOADING) === null;
  const observer = new MutationObserver(() => {
    if (drawn()) handOver();
  });
  observer.observe(live, { childList: true, subtree: true });
  const timer = setTimeout(handOver, LONGEST_WAIT_MS);
}
