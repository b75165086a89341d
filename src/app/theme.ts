import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe, animationStyles, badgeRecipe, breakpoints, buttonRecipe, cardSlotRecipe, checkboxSlotRecipe,
  checkmarkRecipe, cssVarsPrefix, cssVarsRoot, dialogSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, globalCss,
  headingRecipe, iconRecipe, inputAddonRecipe, inputRecipe, keyframes, layerStyles, linkRecipe,
  nativeSelectSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe, semanticTokens, separatorRecipe, spinnerRecipe,
  tableSlotRecipe, textareaRecipe, textStyles, tokens, tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default look with only the recipes the portal's components use. `defaultSystem` ships
 * every component's recipe (some 150 kB of the entry chunk); a slow phone should not parse them.
 * A component added later needs its recipe added here, or it renders unstyled.
 */
const portalConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: {
      ...semanticTokens,
      // Gray's focus ring (gray.400, 2.6:1 on white) is too faint to find the focus by: every control
      // in the default palette (inputs, outline and ghost buttons) gets blue's (3.7:1), like the rest.
      colors: { ...semanticTokens.colors, gray: { ...semanticTokens.colors.gray, focusRing: semanticTokens.colors.blue.focusRing } },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      icon: iconRecipe,
      checkmark: checkmarkRecipe,
      radiomark: radiomarkRecipe,
      badge: badgeRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const portalSystem = createSystem(defaultBaseConfig, portalConfig);
