import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { contrastConfig } from './contrast';
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
    semanticTokens,
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

export const portalSystem = createSystem(defaultBaseConfig, portalConfig, contrastConfig);
