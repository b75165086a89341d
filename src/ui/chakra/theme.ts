import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { contrastConfig } from './contrast';
import {
  alertSlotRecipe, animationStyles, avatarSlotRecipe, badgeRecipe, breakpoints, buttonRecipe, cardSlotRecipe,
  checkmarkRecipe, cssVarsPrefix, cssVarsRoot, dialogSlotRecipe,
  drawerSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, globalCss, headingRecipe, iconRecipe, inputAddonRecipe,
  inputRecipe, keyframes, layerStyles, linkRecipe, listSlotRecipe, nativeSelectSlotRecipe,
  radioGroupSlotRecipe, radiomarkRecipe, semanticTokens, separatorRecipe, spinnerRecipe,
  tableSlotRecipe, textareaRecipe, textStyles, tokens, tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** Palettes no screen uses: their tokens would only lengthen the system's start-up on a phone. */
const UNUSED_PALETTES = new Set(['teal', 'purple', 'pink', 'cyan', 'yellow']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Chakra's default look with only the recipes the portal's components use. `defaultSystem` ships
 * every component's recipe (some 150 kB of the entry chunk); a slow phone should not parse them.
 * A component added later needs its recipe added here, or it renders unstyled.
 * The semantic tokens keep Chakra's light and dark values: the `.dark` class on <html> turns the
 * portal dark.
 */
const portalConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: {
      ...semanticTokens,
      // Gray's focus ring (gray.400, 2.6:1 on white) is too faint to find the focus by: every control
      // in the default palette (inputs, outline and ghost buttons) gets blue's (3.7:1), like the rest.
      colors: withoutUnusedPalettes({
        ...semanticTokens.colors,
        gray: { ...semanticTokens.colors?.gray, focusRing: semanticTokens.colors?.blue?.focusRing },
      }),
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      icon: iconRecipe,
      badge: badgeRecipe,
      radiomark: radiomarkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const portalSystem = createSystem(defaultBaseConfig, portalConfig, contrastConfig);
