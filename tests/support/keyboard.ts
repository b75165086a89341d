import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Steps a person takes with the keyboard alone: Tab to a control, see where focus is, type, press. */

export type TabOptions = {
  /** Presses before giving up: a control further away than this is, for a person, unreachable. */
  max?: number;
  /** Shift+Tab: move backwards. */
  back?: boolean;
};

/** Whether the focused element (in the page, not inside a frame) is one `target` matches. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/** A short description of the focused element, for the messages of failed steps. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page itself';
    const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent?.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> ${name ?? ''}`;
  });
}

/**
 * Waits for the focus to land on `target` (a dialog gives it back once its exit is over); fails
 * naming where the focus is instead.
 */
export async function expectFocusOn(page: Page, target: Locator, timeout = 5_000): Promise<void> {
  const until = Date.now() + timeout;
  while (!(await isFocused(target))) {
    if (Date.now() > until) throw new Error(`${target} does not have the focus; ${await describeFocus(page)} has it`);
    await page.waitForTimeout(50);
  }
}

/**
 * Once `target` is on the page, presses Tab (or Shift+Tab) until it has focus, then checks that the focus can be seen.
 * Fails naming every stop on the way when it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false }: TabOptions = {}): Promise<void> {
  // A person waits for the screen before tabbing; a control shown only once focused (a skip link) is in the page already.
  await target.first().waitFor({ state: 'attached', timeout: 20_000 });
  const stops: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
    stops.push(await describeFocus(page));
  }
  throw new Error(`${target} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus went to:\n  ${stops.join('\n  ')}`);
}

/** Tabs to a text field and types into it, as a person does. */
export async function typeInto(page: Page, field: Locator, text: string, options?: TabOptions): Promise<void> {
  await tabTo(page, field, options);
  await page.keyboard.type(text);
}

/** How the focus indicator of the focused element is drawn; null when nothing shows it. */
export type FocusLook = { element: string; ring: string; color: string; contrast: number } | null;

/** WCAG 1.4.11: what shows the focus contrasts at least 3:1 with what it is drawn on. */
export const MIN_RING_CONTRAST = 3;

/**
 * The focus indicator of the focused element: its own outline or box-shadow, or, for an input that
 * is visually hidden behind a drawn control (Chakra's checkboxes and radios, the phone country
 * select) or one inside a drawn box (react-select), the outline or box-shadow of what is drawn;
 * with the contrast of its colour against the background around it.
 */
export function focusLook(page: Page): Promise<FocusLook> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const channels = (color: string) => {
      const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
      return match ? { rgb: [match[1], match[2], match[3]].map(Number), alpha: match[4] === undefined ? 1 : Number(match[4]) } : null;
    };
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const backdrop = (node: Element) => {
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        const background = channels(getComputedStyle(parent).backgroundColor);
        if (background && background.alpha === 1) return background.rgb;
      }
      return [255, 255, 255];
    };
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = outlined ? `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : style.boxShadow;
      if (!outlined && style.boxShadow === 'none') return null;
      const color = outlined ? style.outlineColor : (/rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? '');
      const parsed = channels(color);
      if (!parsed || parsed.alpha === 0) return null;
      const behind = backdrop(node);
      // A translucent ring is seen mixed with what is behind it.
      const seen = parsed.rgb.map((value, index) => value * parsed.alpha + behind[index] * (1 - parsed.alpha));
      const [light, dark] = [luminance(seen), luminance(behind)].sort((a, b) => b - a);
      return { element: node.tagName.toLowerCase(), ring, color, contrast: (light + 0.05) / (dark + 0.05) };
    };
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const hidden = rect.width <= 1 || rect.height <= 1 || style.opacity === '0' || style.clip !== 'auto';
    if (!hidden && !element.closest('[class*="-control"]')) return shows(element);
    const drawn = [
      element.closest('label')?.querySelector('[data-part="control"], [data-part="item-control"]'),
      element.parentElement?.matches('.PhoneInputCountry') ? element.parentElement : null,
      element.closest('[class*="-control"]'),
    ];
    for (const node of drawn) {
      const look = node ? shows(node) : null;
      if (look) return look;
    }
    return null;
  });
}

/** The focused element shows that it has focus, clearly enough to be found, and is on screen. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const where = await describeFocus(page);
  // Polled: some rings fade in (react-select's box-shadow is a transition).
  await expect
    .poll(async () => ((await focusLook(page))?.contrast ?? 0) >= MIN_RING_CONTRAST, {
      message: `a focus indicator with ${MIN_RING_CONTRAST}:1 contrast on ${where}: ${JSON.stringify(await focusLook(page))}`,
      timeout: 2000,
    })
    .toBe(true);
  // Polled too: the phone's menu slides in, and its first link takes the focus as it starts to.
  const onScreen = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const target = element.getBoundingClientRect().width > 1 ? element : (element.closest('label') ?? element.parentElement ?? element);
      const rect = target.getBoundingClientRect();
      return rect.bottom > 0 && rect.right > 0 && rect.top < window.innerHeight && rect.left < window.innerWidth;
    });
  await expect.poll(onScreen, { message: `${where} has focus but is off screen`, timeout: 2000 }).toBe(true);
}

/** Presses Tab `times` times and checks after each press that focus is still inside `container`. */
export async function expectFocusTrapped(page: Page, container: Locator, times: number, back = false): Promise<void> {
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const inside = await container.evaluate((element) => element.contains(document.activeElement));
    expect(inside, `focus left the dialog after ${press + 1} presses: ${await describeFocus(page)}`).toBe(true);
  }
}

/**
 * Every field named is marked invalid and described by an element that reads `message`: what a
 * screen reader says on reaching the field.
 */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  const described = await field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? ''),
  );
  expect(described, `aria-describedby of ${field}`).toContain(message);
}

/** The region toasts appear in, as a screen reader finds it. */
export const toastRegion = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/**
 * The toast region is a polite live region already on the page, so that every toast put into it
 * is announced (a region that appears together with its content is not).
 */
export async function expectToastRegion(page: Page): Promise<void> {
  await toastRegion(page).waitFor({ state: 'attached' });
  expect(await toastRegion(page).getAttribute('aria-live')).toBe('polite');
}

/** A toast reading `text` shows in the live region, as a status or, for an error, as an alert. */
export async function expectAnnouncedToast(page: Page, text: string, role: 'status' | 'alert'): Promise<void> {
  await expectToastRegion(page);
  await toastRegion(page).getByRole(role).filter({ hasText: text }).first().waitFor();
}
