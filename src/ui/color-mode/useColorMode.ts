import { useTheme } from 'next-themes';
import { isColorMode, type ColorMode } from './color-modes';

/** This device's colour mode choice, and how to change it (kept at once, applied at once). */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void } {
  const { theme, setTheme } = useTheme();
  return { colorMode: isColorMode(theme) ? theme : 'system', setColorMode: setTheme };
}
