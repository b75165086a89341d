import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newDevice } from '../support/browser';
import { useE2E } from '../support/e2e-suite';
import { AxeAudit } from '../support/axe';
import { administratorScreens, signedOutScreens, standardMemberScreens, type Screen } from '../support/axe-screens';
import { setUpAxeWorld, type AxeWorld } from '../support/axe-world';
import { COLOR_SCHEMES, COLOUR_RULES, showColorScheme } from '../support/color-scheme';

const env = useE2E();

/** A phone and a laptop: either side of the 1024 px breakpoint where the menu collapses. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/**
 * A walk audits dozens of states, each at two sizes in light and dark; on a busy two-core machine
 * axe runs several times slower.
 */
const WALK_TIMEOUT = 360_000;

let world: AxeWorld;
beforeAll(async () => {
  world = await setUpAxeWorld(env);
});
afterAll(async () => {
  await world?.admin.context.close();
  await world?.member.context.close();
});

/**
 * Brings the page to each screen's state and audits it at both sizes, in light and in dark
 * (resizing and recolouring are cheaper than reaching the state again); fails once at the end,
 * naming every violation of every screen.
 */
async function walk(page: Page, screens: readonly Screen[], who: string): Promise<void> {
  const audit = new AxeAudit();
  for (const screen of screens) {
    if (!screen.eachViewport) await screen.visit(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      if (screen.eachViewport) await screen.visit(page);
      for (const scheme of COLOR_SCHEMES) {
        await showColorScheme(page, scheme);
        const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
        await audit.check(page, `${viewport.width}px ${scheme} ${who}: ${screen.name}`, screen.hover?.(page), rules);
      }
    }
    await screen.leave?.(page);
  }
  audit.assertClean();
}

describe('axe, at 390 and 1280 px, light and dark: no serious or critical violation', () => {
  it('on every screen a signed-out visitor reaches', async () => {
    const { context, page } = await newDevice(env.browser, env.portal.url);
    await walk(page, signedOutScreens(world), 'signed out');
    await context.close();
  }, WALK_TIMEOUT);

  it('on every screen and dialog of an administrator', async () => {
    await walk(world.admin.page, administratorScreens(world), 'administrator');
  }, WALK_TIMEOUT);

  it('on every screen of a STANDARD member', async () => {
    await walk(world.member.page, standardMemberScreens(), 'standard member');
  }, WALK_TIMEOUT);
});
