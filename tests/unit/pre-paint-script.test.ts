import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_STORAGE_KEY, THEME_COLORS } from '../../src/ui/color-mode/color-modes';

const indexHtml = readFileSync('index.html', 'utf8');
const prePaintScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

/** index.html's head as the browser parses it, then its pre-paint script run on a device whose setting is `deviceScheme`. */
function loadPage(deviceScheme: 'light' | 'dark'): HTMLElement {
  document.documentElement.className = '';
  document.documentElement.style.colorScheme = '';
  document.head.innerHTML = '<meta name="theme-color" content="#1a365d" />';
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === `(prefers-color-scheme: ${deviceScheme})` }));
  new Function(prePaintScript)();
  return document.documentElement;
}

const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("index.html's pre-paint script", () => {
  it('follows the device when this device has chosen nothing', () => {
    const root = loadPage('dark');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    expect(themeColor()).toBe(THEME_COLORS.dark);
    expect(loadPage('light').classList.contains('light')).toBe(true);
    expect(themeColor()).toBe(THEME_COLORS.light);
  });

  it("keeps this device's choice over the device's setting", () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    const root = loadPage('light');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
    expect(themeColor()).toBe(THEME_COLORS.dark);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    expect(loadPage('dark').style.colorScheme).toBe('light');
  });

  it("follows the device for 'System' and for a value it does not know", () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'system');
    expect(loadPage('dark').classList.contains('dark')).toBe(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, '<img>');
    expect(loadPage('light').classList.value).toBe('light');
  });

  it('paints the browser chrome before the portal starts, from a tag index.html declares first', () => {
    expect(indexHtml.indexOf('name="theme-color"')).toBeLessThan(indexHtml.indexOf('<script>'));
    expect(indexHtml).toContain('<meta name="color-scheme" content="light dark" />');
  });
});
