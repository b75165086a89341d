/**
 * The only inline scripts the portal's pages carry, allowed by their hashes so that the
 * Content-Security-Policy still refuses every other inline script: two set the colour mode before
 * the first paint, index.html's own (every page) and the one next-themes renders into a
 * prerendered page's markup; the third holds a prerendered form's submit until the portal has
 * started, the fourth a press on the signed-in frame or a saved screen.
 * tests/unit/inline-scripts.test.tsx recomputes them: after a change to a script, it names the
 * hash to put here.
 */
export const INLINE_SCRIPT_HASHES = [
  // index.html's pre-paint script.
  "'sha256-wV6QbkxHlIu2o4ZaQ47FoD8rCY74uUihJPUMb1c7xrE='",
  // next-themes' script, as src/ui/color-mode/ColorModeProvider.tsx configures it.
  "'sha256-HS4xV464YwuC4PqRj17CwmZnYGBHzBX2sJy9U09fE1w='",
  // scripts/prerender/hold-submit.js, in a prerendered page's head.
  "'sha256-SILmmV277RmNkauRkj4999AJpErYNvERvgXvw824clM='",
  // scripts/prerender/hold-press.js, in the signed-in frame's head (and so in a saved screen's page).
  "'sha256-Im37pmyHBwF1RPIKiEPzpHGZPhrBJVfyDCjFsAFYVS8='",
] as const;
