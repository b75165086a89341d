import { defineConfig } from '@chakra-ui/react';

/**
 * Where Chakra's default colours fall below WCAG AA text contrast (4.5:1) on the portal's
 * surfaces, in light or dark, as the axe audit found them (tests/e2e/accessibility.test.ts). Kept
 * apart from the trimmed system in theme.ts and merged over it.
 */
export const contrastConfig = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        // Every field's error text: red.500 is 3.8:1 on white; red.600 is 4.8:1 and still red.
        // In dark, Chakra's red.400 is 6.8:1 on the dark panel (gray.950) and 7.6:1 on black.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
    recipes: {
      button: {
        variants: {
          variant: {
            // A solid button lightened to 90% on hover puts white text on 4.3:1 (blue); its
            // palette's darker shade keeps the hover visible and the text readable (9.3:1). In dark
            // that shade is a light one under the same white text: there the solid colour fades
            // into the dark surface instead, which darkens it (white on blue: 6.6:1).
            solid: { _hover: { bg: { base: 'colorPalette.fg', _dark: 'colorPalette.solid/80' } } },
          },
        },
      },
    },
  },
});
