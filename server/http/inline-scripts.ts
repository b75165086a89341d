/**
 * The only inline scripts the portal's pages carry, allowed by their hashes so that the
 * Content-Security-Policy still refuses every other inline script. Both set the colour mode
 * before the first paint: index.html's own (every page), and the one next-themes renders into a
 * prerendered page's markup. tests/unit/inline-scripts.test.tsx recomputes both: after a change to
 * either script, it names the hash to put here.
 */
export const INLINE_SCRIPT_HASHES = [
  // index.html's pre-paint script.
  "'sha256-wV6QbkxHlIu2o4ZaQ47FoD8rCY74uUihJPUMb1c7xrE='",
  // next-themes' script, as src/ui/color-mode/ColorModeProvider.tsx configures it.
  "'sha256-HS4xV464YwuC4PqRj17CwmZnYGBHzBX2sJy9U09fE1w='",
] as const;
