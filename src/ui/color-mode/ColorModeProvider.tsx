import { useEffect, type ReactNode } from 'react';
import { ThemeProvider, useTheme } from 'next-themes';
import { COLOR_MODE_STORAGE_KEY, THEME_COLORS } from './color-modes';

/**
 * Chakra's colour mode, as its own snippets provide it: next-themes puts `light` or `dark` on
 * `<html>`, where Chakra's `_dark` tokens look. index.html has already done the same before the
 * first paint; this keeps it true as the choice or the device's setting changes.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" storageKey={COLOR_MODE_STORAGE_KEY} defaultTheme="system" enableSystem disableTransitionOnChange>
      <ThemeColorFollowsMode />
      {children}
    </ThemeProvider>
  );
}

/** The browser's chrome (a phone's status bar, an installed window's title bar) in the page's mode. */
function ThemeColorFollowsMode() {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    if (resolvedTheme !== 'light' && resolvedTheme !== 'dark') return;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[resolvedTheme]);
  }, [resolvedTheme]);
  return null;
}
