import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { portalConfig } from './src/ui/chakra/theme';
import { contrastConfig } from './src/ui/chakra/contrast';
const drop = (process.env.DROP ?? '').split(',').filter(Boolean);
const cfg = structuredClone({ ...portalConfig, theme: { ...portalConfig.theme, recipes: undefined, slotRecipes: undefined } }) as typeof portalConfig;
cfg.theme!.recipes = portalConfig.theme!.recipes; cfg.theme!.slotRecipes = portalConfig.theme!.slotRecipes;
for (const d of drop) { delete (cfg.theme!.tokens as Record<string, unknown>)[d]; delete (cfg.theme!.semanticTokens as Record<string, unknown>)[d]; }
const t = performance.now();
const sys = createSystem(defaultBaseConfig, cfg, contrastConfig);
console.log(drop.join('+') || 'none', (performance.now() - t).toFixed(1), 'vars', [...sys.tokens.cssVarMap.get('base')!.keys()].length);
