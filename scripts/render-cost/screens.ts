import { appsTexts } from '../../src/i18n/apps';
import { membersTexts } from '../../src/i18n/members';
import { devicesTexts } from '../../src/i18n/security';
import { paths } from '../../src/routing/paths';

/**
 * The screens whose first render is measured, each at a desktop's and a phone's width, and how
 * the page tells that a screen has drawn its saved data: at least `min` elements match `ready`.
 */
export type Screen = {
  name: string; path: string; width: number; ready: string; min: number;
  /** Rows per page to switch to after the first render. */
  more?: { ready: string; min: number };
  /** API paths answered during the measure: the screen's data that is not saved on the device. */
  live?: RegExp;
};

const members = `[aria-label="${membersTexts.tableLabel}"]`;
const memberRows = `${members} tbody tr:not(:has(td[colspan])), ul${members} > li:has(dl)`;
const apps = `[aria-label="${appsTexts.tableLabel}"] button[aria-label^="Launch "]`;
const SECURITY_CALLS = /\/api\/v1\/auth\/(security|devices)\b/;
const devices = `ul[aria-label="${devicesTexts.listLabel}"] > li`;

export const SCREENS: Screen[] = [
  { name: 'dashboard 1280', path: paths.dashboard, width: 1280, ready: apps, min: 1 },
  { name: 'dashboard 390', path: paths.dashboard, width: 390, ready: apps, min: 1 },
  { name: 'manage users 1280', path: paths.manageUser, width: 1280, ready: memberRows, min: 10, more: { ready: memberRows, min: 50 } },
  { name: 'manage users 390', path: paths.manageUser, width: 390, ready: memberRows, min: 10, more: { ready: memberRows, min: 50 } },
  // Security saves nothing on the device: its two calls are answered (on loopback) inside the measure.
  { name: 'security 1280', path: paths.security, width: 1280, ready: devices, min: 1, live: SECURITY_CALLS },
  { name: 'security 390', path: paths.security, width: 390, ready: devices, min: 1, live: SECURITY_CALLS },
];

/** The kinds of element counted on a drawn screen: what its first render made, instance by instance. */
export const KINDS: Record<string, string> = {
  'Chakra-styled': '[class*="css-"]',
  'td': 'td',
  'tr': 'tr',
  'li': 'li',
  'dt/dd': 'dt, dd',
  'button': 'button',
  'link': 'a',
  'badge': '.chakra-badge',
  'card': '.chakra-card__root',
};

/**
 * In the page: moves to `path` as a menu tap does (wouter follows pushState), then waits frame by
 * frame until the screen shows; resolves with the milliseconds from the move to that frame.
 */
export function navigateInPage({ path, ready, min }: { path: string; ready: string; min: number }): Promise<number> {
  const started = performance.now();
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
  return new Promise((resolve, reject) => {
    const check = () => {
      if (document.querySelectorAll(ready).length >= min) resolve(performance.now() - started);
      else if (performance.now() - started > 60_000) reject(new Error(`${path}: ${ready} not shown`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** In the page: picks 50 rows per page, then waits for them as navigateInPage does. */
export function morePerPage({ ready, min }: { ready: string; min: number }): Promise<number> {
  const started = performance.now();
  const select = document.querySelector<HTMLSelectElement>('select[name="page_size"]');
  if (!select) return Promise.reject(new Error('no page size select'));
  select.value = '50';
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return new Promise((resolve, reject) => {
    const check = () => {
      if (document.querySelectorAll(ready).length >= min) resolve(performance.now() - started);
      else if (performance.now() - started > 60_000) reject(new Error(`${ready}: 50 rows not shown`));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** In the page: how many of each kind the document holds. */
export function countKinds(kinds: Record<string, string>): Record<string, number> {
  return Object.fromEntries(Object.entries(kinds).map(([kind, selector]) => [kind, document.querySelectorAll(selector).length]));
}

/** The elements whose look is compared between variants: the first of each kind on the screen. */
export const LOOKED_AT = ['main tbody tr', 'main tbody td', 'main th', 'main dt', 'main dd', 'main .chakra-card__root', 'main .chakra-badge', 'main tbody button', 'nav a'];
const PROPERTIES = [
  'color', 'background-color', 'font-size', 'font-weight', 'line-height', 'padding', 'margin', 'border', 'border-radius', 'box-shadow',
  'display', 'gap', 'text-align', 'vertical-align', 'width', 'height',
];

/** In the page: what the first element of each kind looks like (its computed style), for the look check. */
export function lookOf({ selectors, properties }: { selectors: string[]; properties: string[] }): Record<string, string> {
  const look: Record<string, string> = {};
  for (const selector of selectors) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const style = getComputedStyle(element);
    look[selector] = properties.map((property) => `${property}: ${style.getPropertyValue(property)}`).join('; ');
  }
  return look;
}
export const LOOK_ARGS = { selectors: LOOKED_AT, properties: PROPERTIES };
