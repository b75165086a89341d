import { afterEach, describe, expect, it } from 'vitest';
import { currentScreen, screenMarkup, setAppRoot } from '../../src/offline/last-screen';
import type { LastScreen } from '../../src/offline/last-screen-store';
import { heldPressTarget, takePaintedMarkup } from '../../src/offline/paint-handover';
import { applyToken, storeToken } from '../../src/session/token-store';
import { storageKeys } from '../../src/session/storage-keys';
import { servable, withScreen } from '../../sw/paint';
import { fakeJwt } from '../support/session-fixtures';

const ADA = fakeJwt({ sub: '7' });
const BOB = fakeJwt({ sub: '8' });

/** A signed-in page at `path` whose app root shows `markup`. */
function signedInPage(markup: string, path = '/dashboard'): HTMLElement {
  history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  setAppRoot(() => document.getElementById('root'));
  history.replaceState(null, '', '/');
});

describe('the screen a hidden page saves', () => {
  it('is the markup as drawn, without scripts and without what was typed, fields read-only', () => {
    const root = signedInPage('<h1>Home: Ada</h1><script>alert(1)</script><input name="search" value="half typed"><textarea>draft</textarea>');
    const markup = screenMarkup(root);
    expect(markup).toContain('<h1>Home: Ada</h1>');
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain('half typed');
    expect(markup).not.toContain('draft');
    expect(markup).toMatch(/<input name="search" readonly="">/);
  });

  it("is the shown user's, keyed by their id and chosen account, when the device keeps their session", () => {
    storeToken(ADA, true);
    localStorage.setItem(storageKeys.selectedAccount, JSON.stringify({ userId: 7, accountId: 3 }));
    signedInPage('<h1>Home: Ada</h1>');
    expect(currentScreen(1000)).toMatchObject({ userId: 7, accountId: 3, path: '/dashboard', savedAt: 1000 });
  });

  it('is not saved while loading, with a dialog open, off a signed-in path, or for a tab-only session', () => {
    storeToken(ADA, true);
    signedInPage('<div><span class="chakra-spinner"></span></div>');
    expect(currentScreen()).toBeNull();
    signedInPage('<h1>Home: Ada</h1>');
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog">Invite Members</div>');
    expect(currentScreen()).toBeNull();
    signedInPage('<h1>Sign in</h1>', '/auth/login');
    expect(currentScreen()).toBeNull();
    storeToken(ADA, false);
    signedInPage('<h1>Home: Ada</h1>');
    expect(currentScreen()).toBeNull();
  });

  it("is not saved when another person signed in on the device since this page started (another tab)", () => {
    storeToken(BOB, true);
    applyToken(ADA);
    signedInPage('<h1>Home: Ada</h1>');
    expect(currentScreen()).toBeNull();
  });
});

describe('a painted screen at start-up', () => {
  it("stays only for the user the device's token names; another user's is removed before the portal renders", () => {
    storeToken(BOB, true);
    const root = signedInPage('<div data-paint="screen" data-user="7"><h1>Home: Ada</h1></div>');
    expect(takePaintedMarkup(root)).toBeNull();
    expect(root.innerHTML).toBe('');
    const own = signedInPage('<div data-paint="screen" data-user="8"><h1>Home: Bob</h1></div>');
    expect(takePaintedMarkup(own)?.textContent).toBe('Home: Bob');
  });

  it('is removed without a stored session, even the frame', () => {
    storeToken(null);
    const root = signedInPage('<div data-paint="frame"><main>Loading</main></div>');
    expect(takePaintedMarkup(root)).toBeNull();
    expect(root.innerHTML).toBe('');
  });

  it('hands a held press to the same element of the live screen, and drops it when there is none', () => {
    const painted = document.createElement('div');
    painted.innerHTML = '<nav><a href="/dashboard/profile">My Profile</a><a href="/dashboard/sso" data-held-press="">SSO</a></nav>';
    const live = document.createElement('div');
    // The live tree's scripts (next-themes') are not in the saved screen: they are not counted.
    live.innerHTML = '<script></script><nav><a href="/dashboard/profile">My Profile</a><a href="/dashboard/sso">SSO</a></nav>';
    expect(heldPressTarget(painted, live)?.getAttribute('href')).toBe('/dashboard/sso');
    // Moved by a notice the live screen shows above it: still the one control of its kind, text and link.
    live.innerHTML = '<p role="status">You are offline</p><nav><a href="/dashboard/profile">My Profile</a><a href="/dashboard/sso">SSO</a></nav>';
    expect(heldPressTarget(painted, live)?.getAttribute('href')).toBe('/dashboard/sso');
    live.innerHTML = '<nav><a href="/dashboard/profile">My Profile</a><a href="/dashboard/activity">Activity</a></nav>';
    expect(heldPressTarget(painted, live)).toBeNull();
    // Two alike and neither where it was: no guess.
    live.innerHTML = '<p></p><nav><a href="/dashboard/sso">SSO</a></nav><footer><a href="/dashboard/sso">SSO</a></footer>';
    expect(heldPressTarget(painted, live)).toBeNull();
  });
});

describe("the service worker's page with a saved screen", () => {
  const frame = '<html lang="en"><head><!--paint-styles--><style data-emotion="css x">.x{}</style><!--/paint-styles--></head>' +
    '<body><div id="root"><!--paint--><div data-paint="frame">Loading</div><!--/paint--></div><script type="module" src="/assets/index.js"></script></body></html>';
  const screen: LastScreen = {
    userId: 7, accountId: 3, path: '/dashboard', markup: '<h1>Home: Ada</h1>', styles: '.css-1{color:red}',
    htmlAttributes: { 'data-theme': 'x"y' }, savedAt: 1,
  };

  it("is the built page with the screen's markup and styles in the frame's place, its own scripts kept", () => {
    const html = withScreen(frame, screen);
    expect(html).toContain('<div data-paint="screen" data-user="7"><h1>Home: Ada</h1></div>');
    expect(html).toContain('<style data-paint-styles>.css-1{color:red}</style>');
    expect(html).not.toContain('data-paint="frame"');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html).toContain('<html data-theme="x&quot;y" lang="en">');
  });

  it('is not made from a screen carrying a script, a frame or a style block end', () => {
    expect(servable(screen)).toBe(true);
    expect(servable({ ...screen, markup: '<h1>x</h1><SCRIPT>alert(1)</SCRIPT>' })).toBe(false);
    expect(servable({ ...screen, markup: '<iframe src="/x"></iframe>' })).toBe(false);
    expect(servable({ ...screen, styles: '.a{}</style><script>alert(1)</script>' })).toBe(false);
  });
});

describe('the hand-over from a painted screen to the live tree', () => {
  it('keeps the painted screen while the live tree loads, then puts the live tree in its place and makes the held press', async () => {
    const { handOverWhenDrawn } = await import('../../src/offline/paint-handover');
    const { readFileSync } = await import('node:fs');
    storeToken(ADA, true);
    document.head.insertAdjacentHTML('beforeend', '<style data-paint-styles>.x{}</style>');
    const container = signedInPage('<div data-paint="screen" data-user="7"><nav><a href="/dashboard/sso">SSO</a></nav></div>');
    const painted = takePaintedMarkup(container)!;
    // hold-press.js, as the page's head runs it before the portal's script.
    new Function(readFileSync('scripts/prerender/hold-press.js', 'utf8'))();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    painted.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    const live = document.createElement('div');
    handOverWhenDrawn(container, painted, live);
    live.innerHTML = '<div><span class="chakra-spinner"></span></div>';
    await Promise.resolve();
    expect(document.getElementById('root')).toBe(container);

    const pressed: string[] = [];
    live.innerHTML = '<nav><a href="/dashboard/sso">SSO</a></nav>';
    live.querySelector('a')!.addEventListener('click', (event) => {
      event.preventDefault();
      pressed.push('SSO');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('root')).toBe(live);
    expect(document.querySelector('[data-paint], style[data-paint-styles]')).toBeNull();
    expect(pressed).toEqual(['SSO']);
  });
});
